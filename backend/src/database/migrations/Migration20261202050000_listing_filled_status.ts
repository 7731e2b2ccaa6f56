import { Migration } from '@mikro-orm/migrations';

/** A job listing ends 'filled' (sections.ts: each section's end status); the status check admits it. */
export class Migration20261202050000_listing_filled_status extends Migration {
  override up(): void {
    this.addSql('alter table listings drop constraint if exists listings_status_check;');
    this.addSql("alter table listings add constraint listings_status_check check (status in ('active', 'reserved', 'sold', 'filled', 'closed', 'expired'));");
  }

  override down(): void {
    this.addSql("update listings set status = 'closed' where status = 'filled';");
    this.addSql('alter table listings drop constraint if exists listings_status_check;');
    this.addSql("alter table listings add constraint listings_status_check check (status in ('active', 'reserved', 'sold', 'closed', 'expired'));");
  }
}
