import { Migration } from '@mikro-orm/migrations';

/** SQL, after `create` or `create or replace`: the users trigger's function that adds a member's names. */
export const NAME_WORDS_COLLECT = `function member_name_words_collect() returns trigger language plpgsql as $$
      begin
        insert into member_name_words (word)
        select distinct v.word from (values (immutable_unaccent(lower(new.first_name))), (immutable_unaccent(lower(new.last_name)))) v(word)
         where v.word <> ''
        on conflict do nothing;
        return null;
      end $$;`;

/**
 * `member_name_words`: every first and last name members have had, normalized, with a trigram index,
 * so that the typo fallback's work is bounded. Why: docs/decisions.md#member-search
 */
export class Migration20261128010000_member_name_words extends Migration {
  override up(): void {
    this.addSql('create table member_name_words (word text primary key);');
    this.addSql(`create ${NAME_WORDS_COLLECT}`);
    this.addSql(
      'create trigger users_collect_name_words after insert or update of first_name, last_name on users for each row execute function member_name_words_collect();',
    );
    this.addSql(`insert into member_name_words (word)
      select distinct v.word from users u, lateral (values (immutable_unaccent(lower(u.first_name))), (immutable_unaccent(lower(u.last_name)))) v(word)
       where v.word <> '' on conflict do nothing;`);
    // No pending list (fastupdate): names are added seldom and looked up on every typo.
    this.addSql('create index member_name_words_trgm on member_name_words using gin (word gin_trgm_ops) with (fastupdate = off);');
    this.addSql('analyze member_name_words;');
  }

  override down(): void {
    this.addSql('drop trigger if exists users_collect_name_words on users;');
    this.addSql('drop function if exists member_name_words_collect();');
    this.addSql('drop table if exists member_name_words;');
  }
}
