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
 * `member_name_words`: every distinct first and last name members have had, normalized as member
 * search compares them (lower case, no accents), with a trigram index. Member search's typo
 * fallback (modules/friends/member-search.ts) looks a misspelt word up among these names and
 * reads the members who bear the closest ones through the name indexes, a bounded amount of work
 * for any search; before, it tested every member's name in table order until enough were similar
 * (thousands for a typo of a common name, all 100k when few are similar).
 *
 * Kept by a trigger on users (sign-up, profile and admin edits, seeds, plain SQL). Names are only
 * added, never removed: a name nobody bears any more finds nobody, and adding with `on conflict do
 * nothing` takes no lock on a name that is there already, so sign-ups do not queue on common names.
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
