import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsNotEmpty, IsOptional, IsUrl, MaxLength } from 'class-validator';
import { BOOKMARK_MSG, MSG } from '../../../common/validation/messages';
import { IsId } from '../../../common/validation/id';
import { NoNulCharacter, OptionalText, RequiredText } from '../../../common/validation/text-rules';
import { toIso } from '../../../common/time/timestamps';

export const BOOKMARK_GROUPS = ['bank', 'mail', 'social'] as const;
export type BookmarkGroup = (typeof BOOKMARK_GROUPS)[number];

export const BOOKMARK_URL_MAX = 2048;
export const BOOKMARK_DESCRIPTION_MAX = 1000;

/** `mail.example.com` is taken as `https://mail.example.com`, as browsers and the listing forms take it; other schemes stay (and are refused). */
function withScheme(url: string): string {
  return url === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(url) || /^(javascript|data|vbscript|mailto|file|about):/i.test(url) ? url : `https://${url}`;
}

/** A link's address: http or https, at most 2048 characters ('Invalid URL' otherwise). */
const BookmarkUrl = (required: boolean): PropertyDecorator => {
  const decorators = [
    (required ? ApiProperty : ApiPropertyOptional)({
      maxLength: BOOKMARK_URL_MAX,
      example: 'https://bank.example.com/login',
    }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? withScheme(value.trim()) : value)),
    required ? IsNotEmpty({ message: MSG.required }) : IsOptional(),
    MaxLength(BOOKMARK_URL_MAX, { message: MSG.urlInvalid }),
    IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: MSG.urlInvalid }),
    NoNulCharacter(),
  ];
  return (target, key) => [...decorators].reverse().forEach((d) => d(target, key));
};

const GroupField = (required: boolean): PropertyDecorator => {
  const decorators = [
    (required ? ApiProperty : ApiPropertyOptional)({ enum: BOOKMARK_GROUPS, enumName: 'BookmarkGroup' }),
    required ? IsNotEmpty({ message: BOOKMARK_MSG.group }) : IsOptional(),
    IsIn(BOOKMARK_GROUPS, { message: BOOKMARK_MSG.group }),
  ];
  return (target, key) => [...decorators].reverse().forEach((d) => d(target, key));
};

export class BookmarkDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ enum: BOOKMARK_GROUPS, enumName: 'BookmarkGroup' }) group!: BookmarkGroup;
  @ApiProperty({ example: 'My bank' }) title!: string;
  @ApiProperty({ example: 'https://bank.example.com/login' }) url!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/storage/favicons/3f2a….png',
    description: 'The site’s icon, once fetched; null until then or when it has none',
  })
  favicon_url!: string | null;
  @ApiProperty({ example: 7, description: 'Place in its group: lists show the highest first (order desc)' })
  position!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: string;
}

export class BookmarkResponseDto {
  @ApiProperty({ type: BookmarkDto }) data!: BookmarkDto;
}

export class CreateBookmarkDto {
  @GroupField(true)
  group!: BookmarkGroup;

  @RequiredText(255, 'My bank')
  title!: string;

  @BookmarkUrl(true)
  url!: string;

  @OptionalText(BOOKMARK_DESCRIPTION_MAX, 'Savings and cards')
  description?: string;
}

/** Any of the fields; a group change puts it first in its new group. */
export class UpdateBookmarkDto {
  @GroupField(false)
  group?: BookmarkGroup;

  @ApiPropertyOptional({ minLength: 1, maxLength: 255, example: 'My bank' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty({ message: MSG.required })
  @MaxLength(255, { message: 'This field must be between 1 and 255 characters.' })
  @NoNulCharacter()
  title?: string;

  @BookmarkUrl(false)
  url?: string;

  @OptionalText(BOOKMARK_DESCRIPTION_MAX, 'Savings and cards', { description: 'An empty text removes it' })
  description?: string;
}

export class ReorderBookmarksDto {
  @GroupField(true)
  group!: BookmarkGroup;

  @ApiProperty({
    type: [Number],
    example: [9, 4, 7],
    description:
      'Bookmarks of the group in their new order as lists show them (first = shown first); they take the places these bookmarks held',
  })
  @ArrayMinSize(1, { message: BOOKMARK_MSG.reorderIds })
  @ArrayMaxSize(100, { message: BOOKMARK_MSG.reorderIds })
  @IsId({ each: true, message: BOOKMARK_MSG.reorderIds })
  ids!: number[];
}

/** The text field of the import form (multipart, beside `file`). */
export class ImportBookmarksDto {
  @ApiPropertyOptional({
    enum: BOOKMARK_GROUPS,
    enumName: 'BookmarkGroup',
    description:
      'Where links go that are not in a folder named like a group (Banking, Mail, Social…); without it they are skipped',
  })
  @IsOptional()
  @IsIn(BOOKMARK_GROUPS, { message: BOOKMARK_MSG.group })
  group?: BookmarkGroup;
}

export class ImportResultDto {
  @ApiProperty({ example: 12, description: 'Bookmarks added' }) imported!: number;
  @ApiProperty({ example: 2, description: 'Links left out: not http(s), already there, or in no group' })
  skipped!: number;
}

export class ImportResultResponseDto {
  @ApiProperty({ type: ImportResultDto }) data!: ImportResultDto;
}

/** A bookmark row as read from the table. */
export interface BookmarkRow {
  id: number;
  group: BookmarkGroup;
  title: string;
  url: string;
  description: string | null;
  favicon: string | null;
  position: number;
  created_at: Date;
  updated_at: Date;
}

/** Where fetched favicons are served: /storage/favicons/<file>. */
export const FAVICON_FOLDER = 'favicons';

export function toBookmarkDto(row: BookmarkRow): BookmarkDto {
  return {
    id: row.id,
    group: row.group,
    title: row.title,
    url: row.url,
    description: row.description,
    favicon_url: row.favicon ? `/storage/${FAVICON_FOLDER}/${row.favicon}` : null,
    position: row.position,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}
