import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { MAX_ID } from '../../../common/http/id.pipe';
import { PageQueryDto } from '../../../common/paging/paging';
import { IsId } from '../../../common/validation/id';
import { MSG, STORAGE_MSG } from '../../../common/validation/messages';
import { hasControlCharacter, NoNulCharacter, OptionalText, RequiredText } from '../../../common/validation/text-rules';

/** Most friends one share names at once. */
export const SHARE_MAX_USERS = 50;

/** What a file or folder may be called: no path separators, not `.` or `..`, no control characters. */
const isItemName = (value: unknown) =>
  typeof value === 'string' && value !== '.' && value !== '..' && !/[/\\]/.test(value) && !hasControlCharacter(value);

/** A file or folder name: 1 to 255 characters, trimmed, a plain name. */
const ItemName = (required: boolean): PropertyDecorator =>
  applyDecorators(
    required
      ? RequiredText(255, 'Holidays')
      : ApiPropertyOptional({ minLength: 1, maxLength: 255, example: 'Holidays 2026' }),
    ...(required
      ? []
      : [
          Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
          IsOptional(),
          IsNotEmpty({ message: STORAGE_MSG.nameRequired }),
        ]),
    ValidateBy({ name: 'itemName', validator: { validate: isItemName } }, { message: STORAGE_MSG.nameInvalid }),
    NoNulCharacter(),
  );

/** A multipart id field (text): a whole number in 1..MAX_ID. */
const toId = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;

export class CreateFolderDto {
  @ItemName(true)
  name!: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 4,
    description: 'The folder to create it in; none for the top',
  })
  @IsOptional()
  @IsId({ message: STORAGE_MSG.notAFolder })
  parent_id?: number | null;
}

/** The text fields of POST /storage (multipart, beside the `files`). */
export class UploadFormDto {
  @ApiPropertyOptional({ type: Number, example: 4, description: 'The folder to store the files in; none for the top' })
  @IsOptional()
  @Transform(toId)
  @IsId({ message: STORAGE_MSG.notAFolder })
  folder_id?: number;
}

export class MoveOrRenameDto {
  @ItemName(false)
  name?: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 4,
    description: 'The folder to move it to; null for the top; absent to leave it where it is',
  })
  @ValidateIf((_o: object, v: unknown) => v !== null && v !== undefined)
  @IsId({ message: STORAGE_MSG.notAFolder })
  folder_id?: number | null;
}

export class AddToFolderDto {
  @ApiProperty({ example: 12, description: 'The file or folder to move' })
  @IsNotEmpty({ message: MSG.required })
  @IsId({ message: STORAGE_MSG.itemNotFound })
  storage_id!: number;

  @ApiProperty({ example: 4, description: 'The folder to move it into' })
  @IsNotEmpty({ message: MSG.required })
  @IsId({ message: STORAGE_MSG.notAFolder })
  folder_id!: number;
}

/** The text fields of POST /storage/shared (multipart, as the spec). */
export class ShareFormDto {
  @ApiProperty({ example: 12, description: 'The file or folder to share' })
  @Transform(toId)
  @IsNotEmpty({ message: MSG.required })
  @IsId({ message: STORAGE_MSG.itemNotFound })
  storage_id!: number;

  @ApiProperty({
    type: [Number],
    example: [5, 9],
    description: `The friends to share it with: the field repeated, or one value of comma-separated ids (at most ${SHARE_MAX_USERS})`,
  })
  @Transform(({ value }: { value: unknown }) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
      .map((v) => (typeof v === 'string' ? v.trim() : v))
      .filter((v) => v !== '')
      .map((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v)),
  )
  @ArrayMinSize(1, { message: STORAGE_MSG.userIds })
  @ArrayMaxSize(SHARE_MAX_USERS, { message: STORAGE_MSG.userIds })
  @IsInt({ each: true, message: STORAGE_MSG.userIds })
  @Min(1, { each: true, message: STORAGE_MSG.userIds })
  @Max(MAX_ID, { each: true, message: STORAGE_MSG.userIds })
  user_ids!: number[];
}

export class UnshareDto {
  @ApiPropertyOptional({ example: 5, description: 'The friend to stop sharing with; absent for everyone' })
  @IsOptional()
  @IsId({ message: STORAGE_MSG.userIds })
  user_id?: number;
}

export const STORAGE_SORTS = ['created_at', 'name', 'size'] as const;
export type StorageSort = (typeof STORAGE_SORTS)[number];

/** A folder's listing: folders first, then by `sort` in `order` (default: newest first). */
export class StorageListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ type: Number, example: 4, description: 'The folder to list (mine or shared with me)' })
  @IsOptional()
  @Type(() => Number)
  @IsId({ message: STORAGE_MSG.folderNotFound })
  folder_id?: number;

  @ApiPropertyOptional({ enum: STORAGE_SORTS, enumName: 'StorageSort', default: 'created_at' })
  @IsOptional()
  @IsIn(STORAGE_SORTS, { message: 'sort must be created_at, name or size' })
  sort?: StorageSort;

  @OptionalText(100, 'beach', { description: 'Words the name must contain' })
  search?: string;
}
