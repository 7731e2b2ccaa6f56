import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { isUniqueViolation } from '../../common/db/errors';
import { ValidationFailedException } from '../../common/errors/validation';
import { pageParams, type Page } from '../../common/paging/paging';
import { STORAGE_MSG } from '../../common/validation/messages';
import { sql, sqlOne } from '../../database/sql';
import { BlobStore } from './blob-store';
import type { AddToFolderDto, CreateFolderDto, MoveOrRenameDto, StorageListQueryDto } from './dto/storage.input';
import {
  toStorageItemDto,
  type StorageItemDetailDto,
  type StorageItemDto,
  type StorageKind,
} from './dto/storage-item.dto';
import { SignedUrls } from './signed-urls';
import { StorageAccess } from './storage-access';
import { withMemberStorage } from './member-lock';
import { MAX_FOLDER_DEPTH, StorageRepository } from './storage.repository';

/** Files and folders: listings, folders, moves, renames and deletion. */
@Injectable()
export class StorageService {
  constructor(
    private readonly em: EntityManager,
    private readonly items: StorageRepository,
    private readonly access: StorageAccess,
    private readonly blobs: BlobStore,
    private readonly urls: SignedUrls,
  ) {}

  /** Signs download URLs for `viewerId`. */
  urlFor(viewerId: number): (id: number) => string {
    return (id) => this.urls.urlFor(id, viewerId);
  }

  /**
   * A listing: a folder of mine or shared with me; without a folder, the top of my storage
   * (`everywhere`: every item of mine of `kind`, wherever it is).
   */
  async list(
    me: AuthUser,
    query: StorageListQueryDto,
    options: { kind?: StorageKind; everywhere?: boolean } = {},
  ): Promise<Page<StorageItemDto>> {
    if (query.folder_id !== undefined) {
      await this.access.readableFolder(me.id, query.folder_id);
    }
    return this.items.list(
      me.id,
      {
        folderId: query.folder_id,
        everywhere: options.everywhere && query.folder_id === undefined,
        kind: options.kind,
        sort: query.sort ?? 'created_at',
        search: query.search,
      },
      pageParams(query),
      this.urlFor(me.id),
    );
  }

  async get(me: AuthUser, itemId: number): Promise<StorageItemDetailDto> {
    const row = await this.access.readable(me.id, itemId);
    return { ...toStorageItemDto(row, me.id, this.urlFor(me.id)), path: await this.items.pathOf(me.id, itemId) };
  }

  async createFolder(me: AuthUser, dto: CreateFolderDto): Promise<StorageItemDetailDto> {
    const parentId = await this.access.ownFolder(me.id, dto.parent_id);
    if ((await this.items.depthOf(parentId)) + 1 > MAX_FOLDER_DEPTH) {
      throw ValidationFailedException.field('parent_id', STORAGE_MSG.tooDeep);
    }
    const row = await this.unique(() =>
      sqlOne<{ id: number }>(
        this.em,
        `insert into storage_items (user_id, parent_id, kind, name) values (?, ?, 'folder', ?) returning id`,
        [me.id, parentId, dto.name],
      ),
    );
    return this.get(me, row!.id);
  }

  /** Renames and/or moves one of my items; a folder cannot go into itself or too deep. */
  async moveOrRename(me: AuthUser, itemId: number, dto: MoveOrRenameDto): Promise<StorageItemDetailDto> {
    if (dto.name === undefined && dto.folder_id === undefined) {
      throw ValidationFailedException.field('name', STORAGE_MSG.nothingToChange);
    }
    const item = await this.access.ownItem(me.id, itemId);
    await withMemberStorage(this.em, me.id, async (tx) => {
      let parentId = item.parent_id;
      if (dto.folder_id !== undefined) {
        parentId = await this.access.ownFolder(me.id, dto.folder_id);
        if (parentId !== null && item.kind === 'folder' && (await this.items.isWithin(parentId, item.id, tx))) {
          throw ValidationFailedException.field('folder_id', STORAGE_MSG.moveIntoItself);
        }
        if (
          parentId !== item.parent_id &&
          (await this.items.depthOf(parentId, tx)) + (await this.items.heightOf(item.id, tx)) > MAX_FOLDER_DEPTH
        ) {
          throw ValidationFailedException.field('folder_id', STORAGE_MSG.tooDeep);
        }
      }
      await this.unique(() =>
        sql(tx, 'update storage_items set name = ?, parent_id = ?, updated_at = now() where id = ?', [
          dto.name ?? item.name,
          parentId,
          item.id,
        ]),
      );
    });
    return this.get(me, item.id);
  }

  addToFolder(me: AuthUser, dto: AddToFolderDto): Promise<StorageItemDetailDto> {
    return this.moveOrRename(me, dto.storage_id, { folder_id: dto.folder_id });
  }

  /** Deletes one of my items, with everything inside a folder, then their files on disk. */
  async remove(me: AuthUser, itemId: number): Promise<void> {
    const item = await this.access.ownItem(me.id, itemId);
    const deleted = await sql<{ blob: string | null }>(
      this.em,
      `with recursive tree (id) as (
         select id from storage_items where id = ?
         union all
         select c.id from storage_items c join tree t on c.parent_id = t.id
       )
       delete from storage_items where id in (select id from tree) returning blob`,
      [item.id],
    );
    await this.blobs.remove(
      me.id,
      deleted.map((d) => d.blob).filter((b): b is string => b !== null),
    );
  }

  /** Runs a write that may hit the unique name of a folder's items: 409 with a clear message. */
  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException(STORAGE_MSG.nameTaken);
      }
      throw error;
    }
  }
}
