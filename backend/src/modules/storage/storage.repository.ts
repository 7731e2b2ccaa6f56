import { contentVisible } from '../../common/sql/moderation';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Page, PageParams } from '../../common/paging/paging';
import { pagedSql, type SqlQuery } from '../../common/sql/paged';
import { areFriends, direction, escapeLike, searchWords } from '../../common/sql/fragments';
import { toUserSummaryDto, userSummaryJson, type UserSummaryRow } from '../../common/users/user-summary';
import { activeUser } from '../../common/users/user-status';
import { sql, sqlOne } from '../../database/sql';
import {
  toStorageItemDto,
  type SharedByMeItemDto,
  type SharedWithMeItemDto,
  type StorageFolderRefDto,
  type StorageItemDto,
  type StorageItemRow,
  type StorageKind,
} from './dto/storage-item.dto';
import type { StorageSort } from './dto/storage.input';
import { toIso } from '../../common/time/timestamps';

/** Folders can be nested this deep (a folder at the top is at depth 1). */
export const MAX_FOLDER_DEPTH = 20;

/**
 * True when viewer `v` (a column, never a `?`: it is written four times) may read item `i`: they own it, or it or a
 * folder above it is shared with them, they are still friends with its owner, and no moderator hid it.
 */
export const readableBy = (i: string, v: string) =>
  `(${i}.user_id = ${v} or (${i}.hidden_at is null and storage_shared_with(${i}.id, ${v}) and ${areFriends(`${i}.user_id`, v)}))`;

/**
 * The columns of an item row `i` as StorageItemRow reads them, for viewer `?` (one parameter):
 * its owner, its folder (hidden from a friend above what is shared with them), and its counts.
 */
const ITEM_COLUMNS = `i.id, i.user_id, i.kind, i.name, i.size, i.mime_type, i.blob, i.sha256, i.parent_id, i.created_at, i.updated_at, (i.hidden_at is not null) as hidden,
  ${userSummaryJson('o')} as owner,
  case when p.id is not null and ${readableBy('p', 'v.id')} then json_build_object('id', p.id, 'name', p.name) end as folder,
  (select count(*)::int from storage_shares s where s.item_id = i.id) as shared_count,
  (select count(*)::int from storage_items c where c.parent_id = i.id) as items_count`;

const ITEM_JOINS = `join users o on o.id = i.user_id left join storage_items p on p.id = i.parent_id`;

/** The friends item `i` is shared with, as a JSON array of user summaries. */
const SHARED_WITH = `coalesce((select json_agg(${userSummaryJson('u')} order by s.created_at)
  from storage_shares s join users u on u.id = s.user_id where s.item_id = i.id), '[]'::json)`;

/** The ORDER BY of a listing: folders first, then `sort`, over the base columns. */
function listingOrder(sort: StorageSort, order: string): string {
  const dir = direction(order);
  const key = sort === 'name' ? 'lower(name)' : sort;
  return `(kind = 'folder') desc, ${key} ${dir}, id ${dir}`;
}

/** Every word of `search` in the item's name, ignoring case. */
function nameSearch(search: string | undefined): SqlQuery {
  const words = searchWords(search);
  return {
    text: words.length ? words.map(() => `lower(i.name) like '%' || lower(?) || '%'`).join(' and ') : 'true',
    params: words.map(escapeLike),
  };
}

export interface ListingScope {
  /** The folder listed; undefined: the top of my storage, or all of mine with `everywhere`. */
  folderId?: number;
  everywhere?: boolean;
  kind?: StorageKind;
  sort: StorageSort;
  search?: string;
}

/** A stored file as downloads need it. */
export interface StoredFile {
  id: number;
  user_id: number;
  name: string;
  size: number;
  mime_type: string;
  blob: string;
  sha256: string;
}

/** Plain reads and small writes of personal storage (one statement each). */
@Injectable()
export class StorageRepository {
  constructor(private readonly em: EntityManager) {}

  /** An item `viewerId` may read (owned, or shared with them through a friend), or undefined. */
  findReadable(viewerId: number, itemId: number): Promise<StorageItemRow | undefined> {
    return sqlOne<StorageItemRow>(
      this.em,
      `with v as (select ?::int as id)
       select ${ITEM_COLUMNS} from storage_items i ${ITEM_JOINS} cross join v
        where i.id = ? and ${readableBy('i', 'v.id')}`,
      [viewerId, itemId],
    );
  }

  /** A file `viewerId` may read, as a download needs it. */
  findReadableFile(viewerId: number, itemId: number): Promise<StoredFile | undefined> {
    // An access check, on the primary: a share or an unshare counts at once, not after the replica's lag
    // (a download link is anonymous, so no read-your-writes mark sends it there; scale.int.ts saw the 404).
    return sqlOne<StoredFile>(
      this.em,
      `select i.id, i.user_id, i.name, i.size::float8 as size, i.mime_type, i.blob, i.sha256
         from storage_items i join users v on v.id = ? and ${activeUser('v')} join users o on o.id = i.user_id and o.deleted_at is null
        where i.id = ? and i.kind = 'file' and ${readableBy('i', 'v.id')}`,
      [viewerId, itemId],
      { primary: true },
    );
  }

  /**
   * The folders above an item, top first, as far up as `viewerId` may see: to the top for its
   * owner, up to the folder shared with them for a friend.
   */
  async pathOf(viewerId: number, itemId: number): Promise<StorageFolderRefDto[]> {
    const rows = await sql<StorageFolderRefDto & { readable: boolean }>(
      this.em,
      `with recursive chain (id, name, parent_id, user_id, hidden_at, depth) as (
         select p.id, p.name, p.parent_id, p.user_id, p.hidden_at, 1 from storage_items i join storage_items p on p.id = i.parent_id where i.id = ?
         union all
         select p.id, p.name, p.parent_id, p.user_id, p.hidden_at, c.depth + 1 from storage_items p join chain c on p.id = c.parent_id
       )
       select c.id, c.name, ${readableBy('c', 'v.id')} as readable from chain c cross join (select ?::int as id) v order by c.depth desc`,
      [itemId, viewerId],
    );
    const firstReadable = rows.findIndex((r) => r.readable);
    return firstReadable < 0 ? [] : rows.slice(firstReadable).map(({ id, name }) => ({ id, name }));
  }

  /** A page of a listing (see ListingScope); the folder must have been checked readable. */
  list(
    viewerId: number,
    scope: ListingScope,
    p: PageParams,
    url: (id: number) => string,
  ): Promise<Page<StorageItemDto>> {
    const search = nameSearch(scope.search);
    const where =
      scope.folderId !== undefined
        ? 'i.parent_id = ?'
        : scope.everywhere
          ? 'i.user_id = ?'
          : 'i.user_id = ? and i.parent_id is null';
    const kind = scope.kind ? 'and i.kind = ?' : '';
    return pagedSql<StorageItemRow, StorageItemDto>(
      this.em,
      {
        base: {
          text: `select i.id, i.kind, i.name, i.size, i.created_at from storage_items i where ${where} ${kind} and ${search.text} and ${contentVisible('i', '?')}`,
          params: [scope.folderId ?? viewerId, ...(scope.kind ? [scope.kind] : []), ...search.params, viewerId],
        },
        orderBy: listingOrder(scope.sort, p.order),
        expand: {
          columns: ITEM_COLUMNS,
          joins: `join storage_items i on i.id = b.id ${ITEM_JOINS} cross join (select ?::int as id) v`,
          params: [viewerId],
        },
      },
      p,
      (row) => toStorageItemDto(row, viewerId, url),
    );
  }

  /** What friends shared with me directly, newest share first, while we are still friends. */
  sharedWithMe(viewerId: number, p: PageParams, url: (id: number) => string): Promise<Page<SharedWithMeItemDto>> {
    return pagedSql<StorageItemRow & { shared_at: Date }, SharedWithMeItemDto>(
      this.em,
      {
        base: {
          text: `select i.id, s.created_at as shared_at from storage_shares s join storage_items i on i.id = s.item_id
                  where s.user_id = ? and i.hidden_at is null and ${areFriends('i.user_id', 's.user_id')}`,
          params: [viewerId],
        },
        orderBy: `shared_at ${direction(p.order)}, id ${direction(p.order)}`,
        expand: {
          columns: `${ITEM_COLUMNS}, b.shared_at`,
          joins: `join storage_items i on i.id = b.id ${ITEM_JOINS} cross join (select ?::int as id) v`,
          params: [viewerId],
        },
      },
      p,
      (row) => ({ ...toStorageItemDto(row, viewerId, url), shared_at: toIso(row.shared_at) }),
    );
  }

  /** What I shared, with whom, most recently shared first. */
  sharedByMe(viewerId: number, p: PageParams, url: (id: number) => string): Promise<Page<SharedByMeItemDto>> {
    return pagedSql<StorageItemRow & { shared_with: UserSummaryRow[] }, SharedByMeItemDto>(
      this.em,
      {
        base: {
          text: `select i.id, max(s.created_at) as last_shared_at from storage_items i join storage_shares s on s.item_id = i.id
                  where i.user_id = ? group by i.id`,
          params: [viewerId],
        },
        orderBy: `last_shared_at ${direction(p.order)}, id ${direction(p.order)}`,
        expand: {
          columns: `${ITEM_COLUMNS}, ${SHARED_WITH} as shared_with`,
          joins: `join storage_items i on i.id = b.id ${ITEM_JOINS} cross join (select ?::int as id) v`,
          params: [viewerId],
        },
      },
      p,
      (row) => ({ ...toStorageItemDto(row, viewerId, url), shared_with: row.shared_with.map(toUserSummaryDto) }),
    );
  }

  /** One item I own with the friends it is shared with. */
  async sharedItem(
    viewerId: number,
    itemId: number,
    url: (id: number) => string,
  ): Promise<SharedByMeItemDto | undefined> {
    const row = await sqlOne<StorageItemRow & { shared_with: UserSummaryRow[] }>(
      this.em,
      `with v as (select ?::int as id)
       select ${ITEM_COLUMNS}, ${SHARED_WITH} as shared_with from storage_items i ${ITEM_JOINS} cross join v
        where i.id = ? and i.user_id = v.id`,
      [viewerId, itemId],
    );
    return row && { ...toStorageItemDto(row, viewerId, url), shared_with: row.shared_with.map(toUserSummaryDto) };
  }

  /** Bytes a member uses: their files and the resumable uploads under way (a day at most). */
  async usedBytes(userId: number, em: EntityManager = this.em): Promise<number> {
    const row = await sqlOne<{ used: number }>(
      em,
      `select (coalesce((select sum(size) from storage_items where user_id = ? and kind = 'file'), 0)
             + coalesce((select sum(size) from storage_uploads where user_id = ? and created_at > now() - interval '1 day'), 0))::float8 as used`,
      [userId, userId],
    );
    return row?.used ?? 0;
  }

  /** How deep a folder is (1 at the top), or 0 for the top itself. */
  async depthOf(folderId: number | null, em: EntityManager = this.em): Promise<number> {
    if (folderId === null) {
      return 0;
    }
    const row = await sqlOne<{ depth: number }>(
      em,
      `with recursive chain (id, parent_id) as (
         select id, parent_id from storage_items where id = ?
         union all
         select p.id, p.parent_id from storage_items p join chain c on p.id = c.parent_id
       ) select count(*)::int as depth from chain`,
      [folderId],
    );
    return row?.depth ?? 0;
  }

  /** Levels of folders inside an item, itself included (1 for a file or an empty folder). */
  async heightOf(itemId: number, em: EntityManager = this.em): Promise<number> {
    const row = await sqlOne<{ height: number }>(
      em,
      `with recursive tree (id, depth) as (
         select id, 1 from storage_items where id = ?
         union all
         select c.id, t.depth + 1 from storage_items c join tree t on c.parent_id = t.id
       ) select max(depth)::int as height from tree`,
      [itemId],
    );
    return row?.height ?? 1;
  }

  /** True when `folderId` is `itemId` or inside it. */
  async isWithin(folderId: number, itemId: number, em: EntityManager = this.em): Promise<boolean> {
    const row = await sqlOne<{ within: boolean }>(
      em,
      `with recursive chain (id, parent_id) as (
         select id, parent_id from storage_items where id = ?
         union all
         select p.id, p.parent_id from storage_items p join chain c on p.id = c.parent_id
       ) select exists (select 1 from chain where id = ?) as within`,
      [folderId, itemId],
    );
    return row?.within ?? false;
  }
}
