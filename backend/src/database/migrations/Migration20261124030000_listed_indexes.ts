import { Migration } from '@mikro-orm/migrations';

/**
 * The listings' list indexes on the listed statuses instead of `hidden_at is null`, which a member's
 * list does not imply. Why: docs/decisions.md#listing-search
 */
export class Migration20261124030000_listed_indexes extends Migration {
  override up(): void {
    this.addSql("create index listings_listed_recent on listings (section, created_at desc, id desc) where status in ('active', 'reserved');");
    this.addSql("create index listings_listed_by_price on listings (section, price, id) where status in ('active', 'reserved');");
    this.addSql("create index listings_listed_by_title on listings (section, title, id) where status in ('active', 'reserved');");
    this.addSql('drop index listings_listed_newest;');
    this.addSql('drop index listings_listed_price;');
    this.addSql('drop index listings_listed_title;');
  }

  override down(): void {
    this.addSql("create index listings_listed_newest on listings (section, created_at desc, id desc) where status in ('active', 'reserved') and hidden_at is null;");
    this.addSql("create index listings_listed_price on listings (section, price, id) where status in ('active', 'reserved') and hidden_at is null;");
    this.addSql("create index listings_listed_title on listings (section, title, id) where status in ('active', 'reserved') and hidden_at is null;");
    this.addSql('drop index listings_listed_recent;');
    this.addSql('drop index listings_listed_by_price;');
    this.addSql('drop index listings_listed_by_title;');
  }
}
