import { Migration } from '@mikro-orm/migrations';

/** The community sections' content can be hidden by moderators like the rest (`hidden_at`). */
const TABLES = [
  'blogs',
  'events',
  'forum_threads',
  'forum_replies',
  'pictures',
  'picture_albums',
  'videos',
  'blog_comments',
  'picture_comments',
  'video_comments',
];

export class Migration20261123060200_moderation_community extends Migration {
  override up(): void {
    for (const table of TABLES) {
      this.addSql(`alter table ${table} add column hidden_at timestamptz;`);
      this.addSql(`create index ${table}_hidden_index on ${table} (hidden_at desc, id desc) where hidden_at is not null;`);
    }
  }

  override down(): void {
    for (const table of TABLES) {
      this.addSql(`alter table ${table} drop column if exists hidden_at;`);
    }
  }
}
