import { Migration } from '@mikro-orm/migrations';

/** The member's interface language, followed across devices and used for their mail and push. */
export class Migration20261204000000_member_language extends Migration {
  override up(): void {
    this.addSql('alter table users add column language varchar(16);');
  }

  override down(): void {
    this.addSql('alter table users drop column if exists language;');
  }
}
