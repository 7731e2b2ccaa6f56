import { Migration } from '@mikro-orm/migrations';

/**
 * `typo_distance` (optimal string alignment, first 24 characters) and `member_username_variants`
 * (usernames with one letter left out) for the typo fallback. Why: docs/decisions.md#member-search
 */
export class Migration20261130010000_member_typo_closeness extends Migration {
  override up(): void {
    this.addSql(`
      create function typo_distance(a text, b text) returns int language plpgsql immutable strict parallel safe as $$
      declare
        s text[] := regexp_split_to_array(left(a, 24), '');
        t text[] := regexp_split_to_array(left(b, 24), '');
        m int := cardinality(s);
        n int := cardinality(t);
        before int[];
        prev int[];
        cur int[];
      begin
        if m = 0 or n = 0 then
          return greatest(m, n);
        end if;
        prev := array(select generate_series(0, n));
        for i in 1..m loop
          cur := array_fill(i, array[n + 1]);
          for j in 1..n loop
            cur[j + 1] := least(prev[j + 1] + 1, cur[j] + 1, prev[j] + (s[i] <> t[j])::int);
            if i > 1 and j > 1 and s[i] = t[j - 1] and s[i - 1] = t[j] then
              cur[j + 1] := least(cur[j + 1], before[j - 1] + 1);
            end if;
          end loop;
          before := prev;
          prev := cur;
        end loop;
        return prev[n + 1];
      end $$;`);
    // The spelling itself and each with one letter left out (`union`: doubled letters give one).
    this.addSql(`
      create function username_variants(name text) returns setof text language sql immutable strict parallel safe as $$
        select name union select left(name, i - 1) || substr(name, i + 1) from generate_series(1, length(name)) i
      $$;`);
    this.addSql(`create table member_username_variants (
      variant text not null,
      user_id int not null references users (id) on delete cascade,
      primary key (variant, user_id)
    );`);
    this.addSql('create index member_username_variants_user on member_username_variants (user_id);');
    this.addSql(`
      create function member_username_variants_collect() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          delete from member_username_variants where user_id = new.id;
        end if;
        insert into member_username_variants (variant, user_id)
        select v, new.id from username_variants(immutable_unaccent(lower(new.username))) v;
        return null;
      end $$;`);
    this.addSql(
      'create trigger users_collect_username_variants after insert or update of username on users for each row execute function member_username_variants_collect();',
    );
    this.addSql(`insert into member_username_variants (variant, user_id)
      select v, u.id from users u, username_variants(immutable_unaccent(lower(u.username))) v;`);
    this.addSql('analyze member_username_variants;');
  }

  override down(): void {
    this.addSql('drop trigger if exists users_collect_username_variants on users;');
    this.addSql('drop function if exists member_username_variants_collect();');
    this.addSql('drop table if exists member_username_variants;');
    this.addSql('drop function if exists username_variants(text);');
    this.addSql('drop function if exists typo_distance(text, text);');
  }
}
