import { readOnly } from './sql';

describe('readOnly (what the read replica may answer)', () => {
  it('takes plain reads, CTEs included, whatever their columns are called', () => {
    expect(readOnly('select id, updated_at, deleted_at from posts where user_id = ?')).toBe(true);
    expect(readOnly('  with me as (select ?::int as id) select * from chats c cross join me')).toBe(true);
    expect(readOnly('(select 1) union all (select 2)')).toBe(true);
  });

  it('leaves writes, locks and side effects to the primary', () => {
    for (const text of [
      'insert into posts (body) values (?)',
      'update sessions set last_used_at = now() where id = ?',
      'with gone as (delete from listings where id = ? returning id) select * from gone',
      'with n as (update users set x = 1 returning id) select id from n',
      'select id from listings where id = ? for update of l',
      'select id from listings where id = ? for no key update',
      'select id from listings for share',
      "select nextval('posts_id_seq')",
      'select pg_advisory_xact_lock(?, ?)',
      "select set_config('x', '1', true)",
      "select pg_notify('c', 'p')",
      'delete from notifications where id = ?',
      'merge into t using s on true when matched then do nothing',
    ]) {
      expect([text, readOnly(text)]).toEqual([text, false]);
    }
  });
});
