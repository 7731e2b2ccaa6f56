/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { StorageFolderRefDto } from './StorageFolderRefDto.js';
import type { StorageKind } from './StorageKind.js';
import type { UserSummaryDto } from './UserSummaryDto.js';
export type SharedWithMeItemDto = {
  created_at: string;
  /**
   * The folder it is in; null at the top
   */
  folder: StorageFolderRefDto | null;
  /**
   * Hidden by a moderator: only its owner still sees it
   */
  hidden: boolean;
  id: number;
  /**
   * Whether the signed-in member owns it
   */
  is_mine: boolean;
  /**
   * Files and folders directly inside (0 for a file)
   */
  items_count: number;
  kind: StorageKind;
  /**
   * The name it was uploaded or renamed with
   */
  name: string;
  /**
   * Its owner
   */
  owner: UserSummaryDto;
  /**
   * When it was shared with me
   */
  shared_at: string;
  /**
   * Friends it is shared with directly (0 when not mine)
   */
  shared_count: number;
  /**
   * Bytes (0 for a folder)
   */
  size: number;
  /**
   * Content type recognised from the bytes; null for a folder
   */
  type: string | null;
  updated_at: string;
  /**
   * Signed download URL, valid for STORAGE_URL_TTL seconds, for the member it was issued to; add `download=1` to save it as a file. Null for a folder
   */
  url: string | null;
};

