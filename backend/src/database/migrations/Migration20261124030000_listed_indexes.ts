import { Migration } from '@mikro-orm/migrations';

/**
 * The list indexes of listings, usable by members too. The three partial indexes of the listings
 * migration required `hidden_at is null`, but a list shows a member their own hidden listings
 * (`hidden_at is null or user_id = <me>`), which does not imply it: for anyone signed in,
 * PostgreSQL could use none of them and sorted the whole section for every page, and a search
 * could not walk the newest listings to stop after its window. The same indexes on the listed
 * statuses only (hidden listings are a handful; they are filtered after the index).
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
