import { Migration } from '@mikro-orm/migrations';

/** Each searchable table's weighted text (A: its title or name, B: the rest), as site search reads it. */
export const SEARCHED_TABLES: readonly { table: string; a?: string; b?: string }[] = [
  { table: 'posts', b: 'left(body, 20000)' },
  { table: 'blogs', a: 'title', b: 'left(body, 20000)' },
  { table: 'events', a: 'title', b: "location || ' ' || left(description, 20000)" },
  { table: 'forum_threads', a: 'title', b: 'left(body, 20000)' },
  { table: 'forum_replies', b: 'left(body, 20000)' },
  { table: 'pictures', a: 'title', b: "coalesce(caption, '')" },
  { table: 'picture_albums', a: 'name', b: "coalesce(description, '')" },
  { table: 'videos', a: 'title', b: "coalesce(description, '')" },
  { table: 'storage_items', a: 'name' },
  { table: 'bookmarks', a: 'title', b: "url || ' ' || coalesce(description, '')" },
];

const weighted = (text: string, weight: 'A' | 'B') => `setweight(to_tsvector('simple'::regconfig, immutable_unaccent(lower(${text}))), '${weight}')`;

/**
 * Site search (`common/search`): every searched table gets the weighted accent-free tsvector
 * listings have, with a GIN index, and `search_words` collects the words of all of them (and of
 * listings) so that a word that is none of them may be taken as one typo away from one.
 * Why: docs/decisions.md#site-search
 */
export class Migration20261203050000_site_search extends Migration {
  override up(): void {
    this.addSql('create table search_words (word text primary key);');
    this.addSql('create index search_words_reverse on search_words (reverse(word) text_pattern_ops);');
    this.addSql('create index search_words_prefix on search_words (word text_pattern_ops);');
    this.addSql(`
      create function search_words_collect() returns trigger language plpgsql as $$
      begin
        insert into search_words (word)
        select w from unnest(tsvector_to_array(new.search_vector)) w
        where char_length(w) between 4 and 40 and w ~ '^[[:alnum:]]+$'
        on conflict do nothing;
        return null;
      end $$;`);
    for (const { table, a, b } of SEARCHED_TABLES) {
      // (A constant part would fail: PostgreSQL finds no collation for lower('') in a generated column.)
      const parts = [a && weighted(a, 'A'), b && weighted(b, 'B')].filter(Boolean).join(' || ');
      this.addSql(`alter table ${table} add column search_vector tsvector generated always as (${parts}) stored;`);
      this.addSql(`create index ${table}_search_vector on ${table} using gin (search_vector);`);
      this.addSql(`create trigger ${table}_search_words after insert or update on ${table} for each row execute function search_words_collect();`);
      this.addSql(`insert into search_words (word) select distinct w from ${table}, unnest(tsvector_to_array(search_vector)) w
                   where char_length(w) between 4 and 40 and w ~ '^[[:alnum:]]+$' on conflict do nothing;`);
    }
    this.addSql('create trigger listings_search_words after insert or update of title, description on listings for each row execute function search_words_collect();');
    this.addSql('insert into search_words (word) select word from listing_words on conflict do nothing;');
    // Members' names are searched by member search; their words are typo targets too.
    this.addSql('insert into search_words (word) select word from member_name_words where char_length(word) between 4 and 40 and word ~ \'^[[:alnum:]]+$\' on conflict do nothing;');
  }

  override down(): void {
    this.addSql('drop trigger if exists listings_search_words on listings;');
    for (const { table } of SEARCHED_TABLES) {
      this.addSql(`drop trigger if exists ${table}_search_words on ${table};`);
      this.addSql(`alter table ${table} drop column if exists search_vector;`);
    }
    this.addSql('drop function if exists search_words_collect();');
    this.addSql('drop table if exists search_words;');
  }
}
