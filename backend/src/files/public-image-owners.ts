import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from '../database/sql';
import { FileOwners, nameOf, textArray } from './orphan-sweeper';

/**
 * The public images' claims for the orphan sweep: each folder under public/ (its variants, such as
 * thumbs/, included) and the columns that hold its file names. A folder missing here is never
 * swept; videos and their posters are the videos domain's (videos.files.ts).
 */
export const PUBLIC_IMAGE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  avatars: ['users.avatar'],
  covers: ['users.cover'],
  posts: ['posts.image'],
  pictures: ['pictures.image'],
  blogs: ['blogs.image'],
  events: ['events.image'],
  forums: ['forum_threads.image'],
  listings: ['listing_images.file'],
  favicons: ['bookmarks.favicon'],
};

@Injectable()
export class PublicImageOwners implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly owners: FileOwners,
  ) {}

  onModuleInit(): void {
    for (const [folder, columns] of Object.entries(PUBLIC_IMAGE_COLUMNS)) {
      const prefix = `public/${folder}/`;
      const names = columns.map((c) => {
        const [table, column] = c.split('.');
        return `select ${column} as name from ${table} where ${column} = any(?::text[])`;
      });
      this.owners.register({
        prefix,
        referenced: async (keys) => {
          const wanted = textArray([...new Set(keys.map(nameOf))]);
          const rows = await sql<{ name: string }>(this.em.fork(), names.join(' union '), columns.map(() => wanted));
          const known = new Set(rows.map((r) => r.name));
          return new Set(keys.filter((key) => known.has(nameOf(key))));
        },
      });
    }
  }
}
