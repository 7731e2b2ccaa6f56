import { Migration } from '@mikro-orm/migrations';

/**
 * Second factor: a member's TOTP secret (encrypted; pending until confirmed), their single-use
 * recovery codes (hashed), the sign-in challenges between password and code, the failed codes
 * counted per account, and which second factor (if any) opened a session.
 */
export class Migration20261202020000_two_factor extends Migration {
  override up(): void {
    this.addSql('alter table users add column two_factor_enabled boolean not null default false;');
    this.addSql(`
      create table user_totp (
        user_id integer primary key references users (id) on delete cascade,
        secret text not null,
        enabled_at timestamptz,
        last_step bigint,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table recovery_codes (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        code_hash varchar(64) not null,
        used_at timestamptz
      );`);
    this.addSql('create index recovery_codes_user_id_index on recovery_codes (user_id);');
    this.addSql(`
      create table login_challenges (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        token_hash varchar(64) not null unique,
        failures integer not null default 0,
        expires_at timestamptz not null,
        used_at timestamptz
      );`);
    this.addSql('create index login_challenges_user_id_index on login_challenges (user_id);');
    this.addSql(`
      create table two_factor_failures (
        id bigserial primary key,
        user_id integer not null references users (id) on delete cascade,
        failed_at timestamptz not null default now()
      );`);
    this.addSql('create index two_factor_failures_user_index on two_factor_failures (user_id, failed_at);');
    this.addSql('alter table sessions add column second_factor varchar(16);');
  }

  override down(): void {
    this.addSql('alter table sessions drop column second_factor;');
    this.addSql('drop table two_factor_failures, login_challenges, recovery_codes, user_totp;');
    this.addSql('alter table users drop column two_factor_enabled;');
  }
}
