import { Migration } from '@mikro-orm/migrations';

/**
 * The social graph: friendships (a request, then accepted) and blocks, plus the trigram index
 * that makes member search fast and accent-insensitive.
 */
export class Migration20261122002000_social extends Migration {
  override up(): void {
    this.addSql(`
      create table friendships (
        id serial primary key,
        requester_id integer not null references users (id) on delete cascade,
        addressee_id integer not null references users (id) on delete cascade,
        status varchar(16) not null default 'pending' check (status in ('pending', 'accepted')),
        created_at timestamptz not null default now(),
        accepted_at timestamptz,
        check (requester_id <> addressee_id)
      );`);
    // One relation per pair, whoever asked first.
    this.addSql('create unique index friendships_pair_unique on friendships (least(requester_id, addressee_id), greatest(requester_id, addressee_id));');
    this.addSql('create index friendships_requester_index on friendships (requester_id, status);');
    this.addSql('create index friendships_addressee_index on friendships (addressee_id, status);');
    this.addSql(`
      create table blocks (
        blocker_id integer not null references users (id) on delete cascade,
        blocked_id integer not null references users (id) on delete cascade,
        created_at timestamptz not null default now(),
        primary key (blocker_id, blocked_id),
        check (blocker_id <> blocked_id)
      );`);
    this.addSql('create index blocks_blocked_index on blocks (blocked_id);');
    this.addSql(`create index users_search_trgm on users using gin
      (immutable_unaccent(lower(first_name || ' ' || last_name || ' ' || username)) gin_trgm_ops);`);
  }

  override down(): void {
    this.addSql('drop index if exists users_search_trgm;');
    this.addSql('drop table if exists blocks, friendships cascade;');
  }
}
