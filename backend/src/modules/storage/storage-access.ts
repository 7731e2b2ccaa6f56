import { Injectable, NotFoundException } from '@nestjs/common';
import { found, owned } from '../../common/access/ownership';
import { ValidationFailedException } from '../../common/errors/validation';
import { STORAGE_MSG } from '../../common/validation/messages';
import type { StorageItemRow } from './dto/storage-item.dto';
import { StorageRepository } from './storage.repository';

/**
 * Who may do what in personal storage, in one place. An item exists for its owner and for the
 * friends it (or a folder above it) is shared with; for everyone else it does not (404). Only
 * its owner changes, moves, shares or deletes it (403 for a friend who can see it).
 */
@Injectable()
export class StorageAccess {
  constructor(private readonly items: StorageRepository) {}

  async readable(viewerId: number, itemId: number): Promise<StorageItemRow> {
    return found(await this.items.findReadable(viewerId, itemId), STORAGE_MSG.itemNotFound);
  }

  async ownItem(viewerId: number, itemId: number): Promise<StorageItemRow> {
    return owned(await this.readable(viewerId, itemId), viewerId, STORAGE_MSG.notOwner);
  }

  /** A folder the viewer may list: theirs or shared with them. */
  async readableFolder(viewerId: number, folderId: number): Promise<StorageItemRow> {
    const folder = await this.items.findReadable(viewerId, folderId);
    if (!folder || folder.kind !== 'folder') {
      throw new NotFoundException(STORAGE_MSG.folderNotFound);
    }
    return folder;
  }

  /** A folder of the viewer's to put things in; null is the top of their storage. */
  async ownFolder(viewerId: number, folderId: number | null | undefined): Promise<number | null> {
    if (folderId === null || folderId === undefined) {
      return null;
    }
    const folder = owned(
      found(await this.items.findReadable(viewerId, folderId), STORAGE_MSG.folderNotFound),
      viewerId,
      STORAGE_MSG.notOwner,
    );
    if (folder.kind !== 'folder') {
      throw ValidationFailedException.field('folder_id', STORAGE_MSG.notAFolder);
    }
    return folder.id;
  }
}
