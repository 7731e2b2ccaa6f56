import { Migration } from '@mikro-orm/migrations';

/**
 * Take your data, or leave: members' data exports, and account deletion. A deleted member's users
 * row stays as a nameless tombstone ("Deleted member") so the other party's chats and threads
 * keep their messages; `deleted_at` ends access at once, `erased_at` says the erasure finished.
 */
export class Migration20261202040000_account_data extends Migration {
  override up(): void {
    this.addSql(`alter table users
      add column deletion_scheduled_at timestamptz,
      add column deletion_requested_by integer references users (id) on delete set null,
      add column deleted_at timestamptz,
      add column erased_at timestamptz;`);
    // The deletion sweep's question: who is due and not yet erased.
    this.addSql('create index users_deletion_due_index on users (deletion_scheduled_at) where deletion_scheduled_at is not null and erased_at is null;');
    this.addSql(`
      create table member_exports (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        status varchar(16) not null default 'pending' check (status in ('pending', 'running', 'ready', 'failed')),
        progress integer not null default 0 check (progress between 0 and 100),
        file varchar(64),
        size_bytes bigint,
        error varchar(255),
        created_at timestamptz not null default now(),
        finished_at timestamptz,
        expires_at timestamptz
      );`);
    this.addSql('create index member_exports_user_index on member_exports (user_id, created_at desc);');
    // A deletion ends access at once on every instance: the session cache hears of it as of a ban.
    this.addSql('drop trigger users_access_notify on users;');
    this.addSql(`
      create trigger users_access_notify after update of role, banned_at, suspended_until, email_verified_at, deleted_at or delete on users
        for each row execute function plaza_user_access_changed();`);
  }

  override down(): void {
    this.addSql('drop trigger users_access_notify on users;');
    this.addSql(`
      create trigger users_access_notify after update of role, banned_at, suspended_until, email_verified_at or delete on users
        for each row execute function plaza_user_access_changed();`);
    this.addSql('drop table if exists member_exports;');
    this.addSql('drop index if exists users_deletion_due_index;');
    this.addSql('alter table users drop column deletion_scheduled_at, drop column deletion_requested_by, drop column deleted_at, drop column erased_at;');
  }
}
