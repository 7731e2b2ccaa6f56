import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions the member can see and recognise: when each was last used (kept cheaply, see
 * TokensService.touch), and a hash of its browser and OS families, so that a sign-in from a
 * browser the member never used before can be told apart without keeping more than that.
 */
export class Migration20261202030000_session_devices extends Migration {
  override up(): void {
    this.addSql('alter table sessions add column last_used_at timestamptz default now(), add column device_hash varchar(64);');
    this.addSql('update sessions set last_used_at = created_at;');
    this.addSql('alter table sessions alter column last_used_at set not null;');
    this.addSql('create index sessions_user_device_index on sessions (user_id, device_hash);');
  }

  override down(): void {
    this.addSql('drop index if exists sessions_user_device_index;');
    this.addSql('alter table sessions drop column if exists device_hash, drop column if exists last_used_at;');
  }
}
