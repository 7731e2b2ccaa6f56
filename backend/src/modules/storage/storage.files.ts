import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from '../../database/sql';
import { FileOwners, nameOf, textArray } from '../../files/orphan-sweeper';

/** Personal storage's claim for the orphan sweep: storage/<member>/<blob> of a stored item. */
@Injectable()
export class StorageFileOwner implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly owners: FileOwners,
  ) {}

  onModuleInit(): void {
    this.owners.register({
      prefix: 'storage/',
      referenced: async (keys) => {
        // Uploads being received or resumed (storage/.incoming, storage/.resumable) are tus's and the upload's business.
        const known = new Set(keys.filter((key) => key.startsWith('storage/.')));
        const rows = await sql<{ user_id: number; blob: string }>(this.em.fork(), 'select user_id, blob from storage_items where blob = any(?::text[])', [
          textArray(keys.map(nameOf)),
        ]);
        rows.forEach((row) => known.add(`storage/${row.user_id}/${row.blob}`));
        return known;
      },
    });
  }
}
