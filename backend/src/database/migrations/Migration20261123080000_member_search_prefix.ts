import { Migration } from '@mikro-orm/migrations';

/**
 * Member search reads its candidates in order from the start of the first name, last name and
 * username (modules/friends/member-search.ts): one btree index each, on the same normalized
 * expression (lower case, no accents) in byte order (`collate "C"`), so `like 'an%'` is a range
 * of the index and `order by … limit` stops after the window.
 */
export class Migration20261123080000_member_search_prefix extends Migration {
  override up(): void {
    for (const column of ['first_name', 'last_name', 'username']) {
      this.addSql(`create index users_${column}_prefix on users ((immutable_unaccent(lower(${column})) collate "C"));`);
    }
  }

  override down(): void {
    this.addSql('drop index if exists users_first_name_prefix, users_last_name_prefix, users_username_prefix;');
  }
}
