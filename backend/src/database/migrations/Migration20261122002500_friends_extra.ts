import { Migration } from '@mikro-orm/migrations';

/**
 * Presence: when a member last came online, so the list of online friends can be sorted by
 * "most recent". Null until the member's first connection.
 */
export class Migration20261122002500_friends_extra extends Migration {
  override up(): void {
    this.addSql('alter table users add column online_at timestamptz;');
  }

  override down(): void {
    this.addSql('alter table users drop column if exists online_at;');
  }
}
