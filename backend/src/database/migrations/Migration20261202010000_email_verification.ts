import { Migration } from '@mikro-orm/migrations';

/**
 * Verified email: when the member confirmed their address (existing accounts count as confirmed,
 * so nothing changes for them), the address waiting for confirmation after a change, and the
 * mailed single-use links (only their SHA-256 is stored). A report of a new account weighs 0.
 */
export class Migration20261202010000_email_verification extends Migration {
  override up(): void {
    this.addSql('alter table users add column email_verified_at timestamptz, add column pending_email varchar(255) check (pending_email = lower(pending_email));');
    this.addSql('update users set email_verified_at = created_at;');
    this.addSql(`
      create table email_verifications (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        email varchar(255) not null,
        token_hash varchar(64) not null unique,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index email_verifications_user_index on email_verifications (user_id, created_at desc);');
    this.addSql('alter table reports drop constraint reports_weight_check, add constraint reports_weight_check check (weight >= 0);');
    // The session cache keeps whether a member is confirmed: a confirmation must reach every instance.
    this.addSql('drop trigger users_access_notify on users;');
    this.addSql(`
      create trigger users_access_notify after update of role, banned_at, suspended_until, email_verified_at or delete on users
        for each row execute function plaza_user_access_changed();`);
  }

  override down(): void {
    this.addSql('drop trigger users_access_notify on users;');
    this.addSql(`
      create trigger users_access_notify after update of role, banned_at, suspended_until or delete on users
        for each row execute function plaza_user_access_changed();`);
    this.addSql('update reports set weight = 0.25 where weight = 0;');
    this.addSql('alter table reports drop constraint reports_weight_check, add constraint reports_weight_check check (weight > 0);');
    this.addSql('drop table email_verifications;');
    this.addSql('alter table users drop column pending_email, drop column email_verified_at;');
  }
}
