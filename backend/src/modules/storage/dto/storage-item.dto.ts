import { ApiProperty } from '@nestjs/swagger';
import { toUserSummaryDto, UserSummaryDto, type UserSummaryRow } from '../../../common/users/user-summary';
import { toIso } from '../../../common/time/timestamps';

export const STORAGE_KINDS = ['file', 'folder'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** A folder as an item names it: its parent, or a step of a path. */
export class StorageFolderRefDto {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Holidays' }) name!: string;
}

/** A file or a folder of personal storage. */
export class StorageItemDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ enum: STORAGE_KINDS, enumName: 'StorageKind' }) kind!: StorageKind;
  @ApiProperty({ example: 'beach.jpg', description: 'The name it was uploaded or renamed with' }) name!: string;
  @ApiProperty({ example: 184_302, description: 'Bytes (0 for a folder)' }) size!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'image/jpeg',
    description: 'Content type recognised from the bytes; null for a folder',
  })
  type!: string | null;
  @ApiProperty({ type: StorageFolderRefDto, nullable: true, description: 'The folder it is in; null at the top' })
  folder!: StorageFolderRefDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/storage/12/content?u=3&e=1790000000&s=…',
    description:
      'Signed download URL, valid for STORAGE_URL_TTL seconds, for the member it was issued to; add `download=1` to save it as a file. Null for a folder',
  })
  url!: string | null;
  @ApiProperty({ type: UserSummaryDto, description: 'Its owner' }) owner!: UserSummaryDto;
  @ApiProperty({ description: 'Whether the signed-in member owns it' }) is_mine!: boolean;
  @ApiProperty({ example: 2, description: 'Friends it is shared with directly (0 when not mine)' })
  shared_count!: number;
  @ApiProperty({ example: 5, description: 'Files and folders directly inside (0 for a file)' }) items_count!: number;
  @ApiProperty({ description: 'Hidden by a moderator: only its owner still sees it' }) hidden!: boolean;
}

/** One item with the folders above it. */
export class StorageItemDetailDto extends StorageItemDto {
  @ApiProperty({
    type: [StorageFolderRefDto],
    description:
      'The folders above it, top first, as far up as the signed-in member may see (for a friend: from the folder shared with them)',
  })
  path!: StorageFolderRefDto[];
}

/** An item I shared, with whom. */
export class SharedByMeItemDto extends StorageItemDto {
  @ApiProperty({ type: [UserSummaryDto], description: 'The friends it is shared with' }) shared_with!: UserSummaryDto[];
}

/** An item a friend shared with me. */
export class SharedWithMeItemDto extends StorageItemDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'When it was shared with me' }) shared_at!: string;
}

export class StorageQuotaDto {
  @ApiProperty({ example: 52_428_800, description: 'Bytes used by my files and unfinished uploads' }) used!: number;
  @ApiProperty({ example: 1_073_741_824, description: 'Bytes I may use (STORAGE_QUOTA_MB)' }) quota!: number;
  @ApiProperty({ example: 1_021_313_024 }) free!: number;
}

/** An item as the storage queries read it (see StorageRepository). */
export interface StorageItemRow {
  id: number;
  user_id: number;
  kind: StorageKind;
  name: string;
  size: string | number;
  mime_type: string | null;
  blob: string | null;
  sha256: string | null;
  parent_id: number | null;
  folder: StorageFolderRefDto | null;
  created_at: Date;
  updated_at: Date;
  owner: UserSummaryRow;
  shared_count: number;
  items_count: number;
  hidden: boolean;
}

/** The one place that decides what of a stored item leaves the server; `url` signs its download. */
export function toStorageItemDto(row: StorageItemRow, viewerId: number, url: (id: number) => string): StorageItemDto {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    size: Number(row.size),
    type: row.mime_type,
    folder: row.folder,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    url: row.kind === 'file' ? url(row.id) : null,
    owner: toUserSummaryDto(row.owner),
    is_mine: row.user_id === viewerId,
    shared_count: row.user_id === viewerId ? row.shared_count : 0,
    items_count: row.items_count,
    hidden: row.hidden,
  };
}
