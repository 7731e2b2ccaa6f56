import { Migration } from '@mikro-orm/migrations';

/** Each stored image's size and tiny blurred placeholder, by its generated file name (names are unique across kinds). */
export class Migration20261204400000_image_previews extends Migration {
  override up(): void {
    this.addSql(`create table image_previews (
      name text primary key,
      width int not null,
      height int not null,
      placeholder text not null
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists image_previews;');
  }
}
