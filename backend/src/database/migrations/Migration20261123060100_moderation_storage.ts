import { Migration } from '@mikro-orm/migrations';

/** Storage items can be reported and hidden by moderators like any other content (`hidden_at`). */
export class Migration20261123060100_moderation_storage extends Migration {
  override up(): void {
    this.addSql('alter table storage_items add column hidden_at timestamptz;');
    this.addSql('create index storage_items_hidden_index on storage_items (hidden_at desc, id desc) where hidden_at is not null;');
  }

  override down(): void {
    this.addSql('alter table storage_items drop column if exists hidden_at;');
  }
}
