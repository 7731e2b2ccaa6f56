import { Migration } from '@mikro-orm/migrations';

/** When a data export's builder last showed it was alive: the sweep takes over an export whose builder died. */
export class Migration20261203070000_export_heartbeat extends Migration {
  override up(): void {
    this.addSql('alter table member_exports add column heartbeat_at timestamptz;');
    this.addSql("create index member_exports_unfinished on member_exports (coalesce(heartbeat_at, created_at)) where status in ('pending', 'running');");
  }

  override down(): void {
    this.addSql('drop index if exists member_exports_unfinished;');
    this.addSql('alter table member_exports drop column if exists heartbeat_at;');
  }
}
