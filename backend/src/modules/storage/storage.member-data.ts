import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { intArray, keyset, mapRows } from '../../common/member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive, MemberDataContributor } from '../../common/member-data/member-data';
import { safeSegment } from '../../common/member-data/zip-archive';
import { sql } from '../../database/sql';
import { BlobStore } from './blob-store';

interface ItemRow {
  id: number;
  kind: 'file' | 'folder';
  name: string;
  size: number;
  mime_type: string | null;
  blob: string | null;
  folder: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Where an item is in the export's `storage/files/`: its folders' names, then its own. */
const zipPath = (item: ItemRow) => ['storage', 'files', ...(item.folder ? item.folder.split('\n') : []), item.name].map(safeSegment).join('/');

/**
 * A member's personal storage: an index of their files and folders (with the friends each is
 * shared with), every file's bytes under `storage/files/<folders>/<name>`, and what friends shared
 * with them. On erasure: their files (bytes first), folders, shares and unfinished uploads.
 */
@Injectable()
export class StorageMemberData implements MemberDataContributor {
  readonly tables = ['storage_items', 'storage_shares', 'storage_uploads'];

  constructor(
    private readonly em: EntityManager,
    private readonly blobs: BlobStore,
  ) {}

  private items(em: EntityManager, member: DataSubject): AsyncGenerator<ItemRow> {
    // Each item's folders, top first, joined by newlines (a name may hold any other character).
    return keyset<ItemRow>(
      em,
      `select i.id, i.kind, i.name, i.size::float8 as size, i.mime_type, i.blob, i.created_at, i.updated_at,
         (with recursive up (id, name, parent_id, depth) as (
            select p.id, p.name, p.parent_id, 1 from storage_items p where p.id = i.parent_id
            union all select p.id, p.name, p.parent_id, up.depth + 1 from storage_items p join up on p.id = up.parent_id where up.depth < 64)
          select string_agg(name, E'\\n' order by depth desc) from up) as folder,
         (select coalesce(array_agg(u.username order by u.username), '{}') from storage_shares s join users u on u.id = s.user_id where s.item_id = i.id) as shared_with
         from storage_items i where i.user_id = ? and i.id > ? order by i.id limit ?`,
      [member.id],
    );
  }

  async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    const em = this.em.fork();
    await archive.json(
      'storage/index.json',
      mapRows(this.items(em, member), (row) => {
        const { blob: _blob, folder: _folder, ...item } = row;
        return { ...item, path: zipPath(row).slice('storage/files/'.length) };
      }),
    );
    await archive.json(
      'storage/shared-with-me.json',
      keyset(
        em,
        `select s.item_id, i.kind, i.name, o.username as owner_username, s.created_at from storage_shares s join storage_items i on i.id = s.item_id join users o on o.id = i.user_id
          where s.user_id = ? and s.item_id > ? order by s.item_id limit ?`,
        [member.id],
        { key: 'item_id' },
      ),
    );
    for await (const item of this.items(em, member)) {
      if (item.kind === 'file' && item.blob) {
        await archive.file(zipPath(item), this.blobs.keyOf(member.id, item.blob));
      }
    }
  }

  async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    await context.repeat(
      async (tx, limit) =>
        (await sql(tx, 'delete from storage_shares where user_id = ? and item_id in (select item_id from storage_shares where user_id = ? limit ?) returning item_id', [member.id, member.id, limit])).length,
    );
    await context.repeat(async (tx, limit) => {
      const files = await sql<{ id: number; blob: string | null }>(tx, `select id, blob from storage_items where user_id = ? and kind = 'file' order by id limit ?`, [member.id, limit]);
      await this.blobs.remove(member.id, files.flatMap((f) => (f.blob ? [f.blob] : [])));
      if (files.length) {
        await sql(tx, 'delete from storage_items where id = any(?::int[])', [intArray(files.map((f) => f.id))]);
      }
      return files.length;
    });
    // Only folders are left: deleting one takes its subfolders with it.
    await context.repeat(async (tx, limit) => (await sql(tx, 'delete from storage_items where id in (select id from storage_items where user_id = ? order by id limit ?) returning id', [member.id, limit])).length);
    await context.repeat(async (tx, limit) => {
      const uploads = await sql<{ id: string }>(tx, 'select id from storage_uploads where user_id = ? limit ?', [member.id, limit]);
      for (const { id } of uploads) {
        await this.blobs.removeResumable(id);
      }
      await sql(tx, 'delete from storage_uploads where id = any(?::text[])', [`{${uploads.map((u) => `"${u.id}"`).join(',')}}`]);
      return uploads.length;
    });
    await this.blobs.removeMember(member.id);
  }
}
