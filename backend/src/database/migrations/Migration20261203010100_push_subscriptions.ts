import { Migration } from '@mikro-orm/migrations';

/**
 * Members' Web Push subscriptions, one per device (browser profile). An endpoint is one
 * device's address at its push service: unique, and taken over by whoever subscribes it last.
 * `shown`: a notification was pushed to it (only then is a withdrawal worth sending).
 */
export class Migration20261203010100_push_subscriptions extends Migration {
  override up(): void {
    this.addSql(`
      create table push_subscriptions (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        endpoint varchar(1024) not null unique,
        p256dh varchar(128) not null,
        auth varchar(64) not null,
        user_agent varchar(255),
        shown boolean not null default false,
        created_at timestamptz not null default now(),
        last_sent_at timestamptz
      );`);
    this.addSql('create index push_subscriptions_user_index on push_subscriptions (user_id);');
  }

  override down(): void {
    this.addSql('drop table push_subscriptions;');
  }
}
