import { Migration } from '@mikro-orm/migrations';

/**
 * The event outbox: events written with their change, delivered after the commit, at least once.
 * Why: docs/decisions.md#domain-events-and-the-outbox
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
