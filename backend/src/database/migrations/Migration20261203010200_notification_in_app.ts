import { Migration } from '@mikro-orm/migrations';

/**
 * A notification of a kind the member turned off in the app is still written (push and mail
 * decide on it, and its rule keeps it exactly once) but `in_app = false` keeps it out of the
 * bell, the list and the unread count.
 */
export class Migration20261203010200_notification_in_app extends Migration {
  override up(): void {
    this.addSql('alter table notifications add column in_app boolean not null default true;');
  }

  override down(): void {
    this.addSql('alter table notifications drop column in_app;');
  }
}
