import { Migration } from '@mikro-orm/migrations';

/**
 * Tells every app instance, at commit, that a session or a member's access changed, so each can
 * drop what its in-process session cache holds (modules/auth/session-cache.ts): a session revoked
 * or deleted (`s:<session id>`), a member banned, suspended, given another role or deleted
 * (`u:<user id>`). Triggers, so that every code path that writes these columns, present and
 * future, notifies.
 */
export class Migration20261125030000_session_notify extends Migration {
  override up(): void {
    this.addSql(`
      create function plaza_session_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('plaza_sessions', 's:' || old.id);
        return null;
      end $$;`);
    this.addSql(`
      create trigger sessions_notify after update of revoked_at, user_id or delete on sessions
        for each row execute function plaza_session_changed();`);
    this.addSql(`
      create function plaza_user_access_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('plaza_sessions', 'u:' || old.id);
        return null;
      end $$;`);
    this.addSql(`
      create trigger users_access_notify after update of role, banned_at, suspended_until or delete on users
        for each row execute function plaza_user_access_changed();`);
  }

  override down(): void {
    this.addSql('drop trigger if exists users_access_notify on users;');
    this.addSql('drop function if exists plaza_user_access_changed();');
    this.addSql('drop trigger if exists sessions_notify on sessions;');
    this.addSql('drop function if exists plaza_session_changed();');
  }
}
