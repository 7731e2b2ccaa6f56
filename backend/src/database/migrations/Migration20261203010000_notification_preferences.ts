import { Migration } from '@mikro-orm/migrations';

/**
 * How each member wants to be notified. `channels` holds only the switches the member changed
 * (`{ "post_liked": { "push": true } }`), laid over the defaults in code; no row: all defaults.
 */
export class Migration20261203010000_notification_preferences extends Migration {
  override up(): void {
    this.addSql(`
      create table notification_preferences (
        user_id integer primary key references users (id) on delete cascade,
        channels jsonb not null default '{}',
        digest varchar(8) not null default 'weekly' check (digest in ('daily', 'weekly', 'off')),
        time_zone varchar(64) not null default 'UTC',
        quiet_hours_start smallint check (quiet_hours_start between 0 and 23),
        quiet_hours_end smallint check (quiet_hours_end between 0 and 23),
        updated_at timestamptz not null default now(),
        check ((quiet_hours_start is null) = (quiet_hours_end is null))
      );`);
  }

  override down(): void {
    this.addSql('drop table notification_preferences;');
  }
}
