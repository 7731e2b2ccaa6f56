import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { intArray, keyset } from '../../common/member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive, MemberDataContributor } from '../../common/member-data/member-data';
import { sql } from '../../database/sql';
import { ObjectStore } from '../../files/object-store';
import { MemberExportsService } from './member-exports.service';

/** The member's earlier exports (when, how large); on erasure their zips and rows. */
@Injectable()
export class AccountDataMemberData implements MemberDataContributor {
  readonly tables = ['member_exports'];

  constructor(
    private readonly em: EntityManager,
    private readonly exports: MemberExportsService,
    private readonly store: ObjectStore,
  ) {}

  async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    await archive.json(
      'account/exports.json',
      keyset(this.em.fork(), 'select x.id, x.status, x.size_bytes, x.created_at, x.finished_at, x.expires_at from member_exports x where x.user_id = ? and x.id > ? order by x.id limit ?', [member.id]),
    );
  }

  async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    await context.repeat(async (tx, limit) => {
      const rows = await sql<{ id: number; file: string | null }>(tx, 'select id, file from member_exports where user_id = ? order by id limit ?', [member.id, limit]);
      for (const row of rows) {
        if (row.file) {
          await this.store.delete([this.exports.keyOf(member.id, row.file)]);
        }
      }
      if (rows.length) {
        await sql(tx, 'delete from member_exports where id = any(?::int[])', [intArray(rows.map((r) => r.id))]);
      }
      return rows.length;
    });
    await this.store.deletePrefix(this.exports.prefixOf(member.id));
  }
}
