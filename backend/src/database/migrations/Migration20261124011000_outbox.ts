import { Migration } from '@mikro-orm/migrations';

/**
 * The event outbox: a domain event that must not be lost (what notifications are made of) is
 * written here in the transaction of the change it reports, and a worker delivers it after the
 * commit (common/events/outbox-drainer.ts), at least once; its listeners are idempotent.
 *
 * - `available_at`: when a worker may take it next. Taking it moves it a lease ahead (a worker
 *   that dies mid-delivery leaves it to another after the lease); a failed delivery moves it by an
 *   exponential backoff; one that keeps failing is parked at `infinity` with `last_error`.
 * - Workers take rows with `for update skip locked`, so several never deliver one at once.
 */
export class Migration20261124011000_outbox extends Migration {
  override up(): void {
    this.addSql(`
      create table outbox (
        id bigserial primary key,
        event varchar(64) not null,
        payload jsonb not null,
        created_at timestamptz not null default now(),
        available_at timestamptz not null default now(),
        attempts integer not null default 0,
        last_error text
      );`);
    this.addSql('create index outbox_available_index on outbox (available_at, id);');
  }

  override down(): void {
    this.addSql('drop table if exists outbox;');
  }
}
