import { Migration } from '@mikro-orm/migrations';

/**
 * `users.search_name`, the normalized text members are searched by, as a stored generated column:
 * every write path keeps it right, and searches stop normalizing per row. Why: docs/decisions.md#member-search
 */
export class Migration20261126010000_member_search_name extends Migration {
  override up(): void {
    this.addSql(`alter table users add column search_name text not null
      generated always as (immutable_unaccent(lower(first_name || ' ' || last_name || ' ' || username))) stored;`);
    this.addSql('drop index if exists users_search_trgm;');
    // Without GIN's pending list (fastupdate): members are written seldom, searched often; a
    // search then never scans a list of recent sign-ups, and the planner, which counts that list
    // in the index's cost, does not trade the index for a scan of the table after a batch of them.
    this.addSql('create index users_search_trgm on users using gin (search_name gin_trgm_ops) with (fastupdate = off);');
  }

  override down(): void {
    this.addSql('drop index if exists users_search_trgm;');
    this.addSql('alter table users drop column if exists search_name;');
    this.addSql(`create index users_search_trgm on users using gin
      (immutable_unaccent(lower(first_name || ' ' || last_name || ' ' || username)) gin_trgm_ops);`);
  }
}
