import { Migration } from '@mikro-orm/migrations';

/** Accounts: users, sessions with rotating refresh tokens, password resets. */
export class Migration20261122001000_accounts extends Migration {
  override up(): void {
    this.addSql(`
      create table users (
        id serial primary key,
        first_name varchar(255) not null,
        last_name varchar(255) not null,
        username varchar(255) not null,
        email varchar(255) not null check (email = lower(email)),
        password_hash text not null,
        avatar varchar(255),
        cover varchar(255),
        about varchar(500),
        date_of_birth date,
        gender varchar(255),
        location varchar(255),
        country varchar(255),
        favorite_tv_show varchar(255),
        favorite_music varchar(255),
        education varchar(255),
        other_interests varchar(255),
        work_experience varchar(255),
        is_online boolean not null default false,
        status varchar(16) not null default 'online' check (status in ('online', 'away', 'offline')),
        role varchar(16) not null default 'member' check (role in ('member', 'moderator', 'admin')),
        banned_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create unique index users_email_unique on users (email);');
    this.addSql('create unique index users_username_unique on users (lower(username));');
    this.addSql(`
      create table sessions (
        id uuid primary key default gen_random_uuid(),
        user_id integer not null references users (id) on delete cascade,
        user_agent varchar(512),
        ip varchar(64),
        created_at timestamptz not null default now(),
        revoked_at timestamptz,
        revoked_reason varchar(32)
      );`);
    this.addSql('create index sessions_user_id_index on sessions (user_id) where revoked_at is null;');
    this.addSql(`
      create table refresh_tokens (
        id serial primary key,
        session_id uuid not null references sessions (id) on delete cascade,
        token_hash varchar(64) not null unique,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index refresh_tokens_session_id_index on refresh_tokens (session_id);');
    this.addSql(`
      create table password_resets (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        token_hash varchar(64) not null unique,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index password_resets_user_id_index on password_resets (user_id);');
  }

  override down(): void {
    this.addSql('drop table if exists password_resets, refresh_tokens, sessions, users cascade;');
  }
}
