import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from '../../database/sql';
import { FileOwners, nameOf, textArray } from '../../files/orphan-sweeper';

/** Videos' claim for the orphan sweep: the playable file, poster, upload being processed and original of a video row. */
@Injectable()
export class VideoFileOwner implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly owners: FileOwners,
  ) {}

  onModuleInit(): void {
    for (const prefix of ['public/videos/', 'private/videos/']) {
      this.owners.register({
        prefix,
        referenced: async (keys) => {
          const rows = await sql<{ source: string | null; original: string | null; file: string | null; poster: string | null }>(
            this.em.fork(),
            'select source, original, file, poster from videos where source = any(?::text[]) or original = any(?::text[]) or file = any(?::text[]) or poster = any(?::text[])',
            Array<string>(4).fill(textArray(keys.map(nameOf))),
          );
          const known = new Set<string>();
          for (const row of rows) {
            [
              row.file && `public/videos/${row.file}`,
              row.poster && `public/videos/posters/${row.poster}`,
              row.source && `private/videos/incoming/${row.source}`,
              row.original && `private/videos/originals/${row.original}`,
            ].forEach((key) => key && known.add(key));
          }
          return known;
        },
      });
    }
  }
}
