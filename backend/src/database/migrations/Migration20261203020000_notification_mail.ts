import { Migration } from '@mikro-orm/migrations';

/**
 * Notification mail: each notification or chat message mailed at most once (`notification_mailings`,
 * by the per-event mail or the digest), when the digest of a member was last looked at (`mail_digests`, sent or skipped as empty), and
 * addresses the mail server refused for good (`mail_bounces`: no notification mail goes there).
 */
export class Migration20261203020000_notification_mail extends Migration {
  override up(): void {
    this.addSql(`
      create table notification_mailings (
        id bigserial primary key,
        user_id integer not null references users (id) on delete cascade,
        notification_id integer references notifications (id) on delete cascade,
        message_id integer references messages (id) on delete cascade,
        via varchar(8) not null check (via in ('event', 'digest')),
        mailed_at timestamptz not null default now(),
        check ((notification_id is null) <> (message_id is null))
      );`);
    this.addSql('create unique index notification_mailings_notification_unique on notification_mailings (notification_id) where notification_id is not null;');
    this.addSql('create unique index notification_mailings_message_unique on notification_mailings (message_id) where message_id is not null;');
    this.addSql('create index notification_mailings_user_index on notification_mailings (user_id, mailed_at);');
    this.addSql(`
      create table mail_digests (
        user_id integer primary key references users (id) on delete cascade,
        last_run_at timestamptz not null
      );`);
    this.addSql(`
      create table mail_bounces (
        email varchar(255) primary key,
        reason varchar(500) not null,
        bounced_at timestamptz not null default now()
      );`);
    // The per-event sweep looks for what is still unseen a few minutes after it came.
    this.addSql('create index notifications_unread_created_index on notifications (created_at) where read_at is null;');
    this.addSql('create index messages_unseen_created_index on messages (created_at) where seen_at is null;');
  }

  override down(): void {
    this.addSql('drop index if exists messages_unseen_created_index;');
    this.addSql('drop index if exists notifications_unread_created_index;');
    this.addSql('drop table if exists mail_bounces, mail_digests, notification_mailings;');
  }
}
