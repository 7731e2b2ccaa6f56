import { Migration } from '@mikro-orm/migrations';
import { NAME_WORDS_COLLECT } from './Migration20261128010000_member_name_words';

/**
 * `member_name_word_variants`: each known name with one letter left out, so that a short name with a
 * swap ("jhon") is found by exact lookups. Why: docs/decisions.md#member-search
 */
export class Migration20261201010000_member_name_word_variants extends Migration {
  override up(): void {
    // No foreign key: names are never removed from member_name_words, and a check per spelling
    // is work for nothing (friends.int.ts's insert of 30k members, all with names of their own,
    // then ran past its 30 s query timeout; it takes 14 s in all without this migration, 21 s with).
    this.addSql(`create table member_name_word_variants (
      variant text not null,
      word text not null,
      primary key (variant, word)
    );`);
    // Kept where member_name_words is: the users trigger's one statement now also adds the
    // spellings of the names it added (username_variants(): the spelling itself and each with one
    // letter left out, for any word). A trigger of its own on member_name_words, run once per
    // member inserted (the users trigger's statement), cost that test 3 s more than this.
    this.addSql(`
      create or replace function member_name_words_collect() returns trigger language plpgsql as $$
      begin
        with added as (
          insert into member_name_words (word)
          select distinct v.word from (values (immutable_unaccent(lower(new.first_name))), (immutable_unaccent(lower(new.last_name)))) v(word)
           where v.word <> ''
          on conflict do nothing
          returning word
        )
        insert into member_name_word_variants (variant, word)
        select v, a.word from added a, username_variants(a.word) v
        on conflict do nothing;
        return null;
      end $$;`);
    this.addSql(`insert into member_name_word_variants (variant, word)
      select v, w.word from member_name_words w, username_variants(w.word) v on conflict do nothing;`);
    this.addSql('analyze member_name_word_variants;');
  }

  override down(): void {
    this.addSql(`create or replace ${NAME_WORDS_COLLECT}`);
    this.addSql('drop table if exists member_name_word_variants;');
  }
}
