import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { sql } from '../../database/sql';
import { FileOwners, nameOf, textArray } from '../../files/orphan-sweeper';

/** Exports' claim for the orphan sweep: exports/<member>/<zip> of an export row that still has its zip. */
@Injectable()
export class ExportFileOwner implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly owners: FileOwners,
  ) {}

  onModuleInit(): void {
    this.owners.register({
      prefix: 'exports/',
      referenced: async (keys) => {
        const rows = await sql<{ user_id: number; file: string }>(this.em.fork(), 'select user_id, file from member_exports where file = any(?::text[])', [textArray(keys.map(nameOf))]);
        return new Set(rows.map((row) => `exports/${row.user_id}/${row.file}`));
      },
    });
  }
}
