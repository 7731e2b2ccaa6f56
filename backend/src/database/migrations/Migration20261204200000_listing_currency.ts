import { Migration } from '@mikro-orm/migrations';

/**
 * A listing's price or cost is in a currency (ISO 4217). Listings from before it were euros; the
 * column default only covers rows written without one (the app writes DEFAULT_CURRENCY itself).
 */
export class Migration20261204200000_listing_currency extends Migration {
  override up(): void {
    this.addSql(
      "alter table listings add column currency varchar(3) not null default 'EUR' constraint listings_currency_check check (currency ~ '^[A-Z]{3}$');",
    );
  }

  override down(): void {
    this.addSql('alter table listings drop column if exists currency;');
  }
}
