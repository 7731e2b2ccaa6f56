import { Migration } from '@mikro-orm/migrations';

const TABLES = ['blogs', 'events', 'forum_threads', 'pictures', 'picture_albums', 'videos'];

/**
 * Who may read a piece of community content (common/content/content-kinds.ts): 'public' (visitors
 * too), 'members' (every member, as before), 'friends' (its author's friends).
 */
export class Migration20261203050100_content_visibility extends Migration {
  override up(): void {
    for (const table of TABLES) {
      this.addSql(
        `alter table ${table} add column visibility varchar(8) not null default 'members' check (visibility in ('public', 'members', 'friends'));`,
      );
    }
    // The sitemap and visitors' lists read the public ones, newest first.
    for (const table of TABLES) {
      this.addSql(`create index ${table}_public_index on ${table} (id desc) where visibility = 'public' and hidden_at is null;`);
    }
  }

  override down(): void {
    for (const table of TABLES) {
      this.addSql(`alter table ${table} drop column if exists visibility;`);
    }
  }
}
