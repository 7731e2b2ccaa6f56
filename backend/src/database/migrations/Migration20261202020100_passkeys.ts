import { Migration } from '@mikro-orm/migrations';

/** Passkeys (WebAuthn credentials) of members, and the server-side challenges of their ceremonies. */
export class Migration20261202020100_passkeys extends Migration {
  override up(): void {
    this.addSql(`
      create table passkeys (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        credential_id varchar(1024) not null unique,
        public_key bytea not null,
        counter bigint not null default 0,
        transports text[] not null default '{}',
        device_type varchar(32) not null,
        backed_up boolean not null default false,
        name varchar(64) not null,
        created_at timestamptz not null default now(),
        last_used_at timestamptz
      );`);
    this.addSql('create index passkeys_user_id_index on passkeys (user_id);');
    this.addSql(`
      create table webauthn_challenges (
        id serial primary key,
        challenge varchar(128) not null unique,
        user_id integer references users (id) on delete cascade,
        purpose varchar(16) not null check (purpose in ('register', 'login')),
        expires_at timestamptz not null
      );`);
    this.addSql('create index webauthn_challenges_expires_at_index on webauthn_challenges (expires_at);');
  }

  override down(): void {
    this.addSql('drop table webauthn_challenges, passkeys;');
  }
}
