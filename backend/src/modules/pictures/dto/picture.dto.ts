import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ContentItemDto, ReactedItemDto, toContentItemFields, toReactedItemFields, type ContentItemRow, type ReactedItemRow } from '../../../common/content/dto/content-item.dto';

export class PictureDto extends ReactedItemDto {
  @ApiProperty({ example: 21 }) id!: number;
  @ApiProperty({ example: 'Golden hour over the bridge' }) title!: string;
  @ApiProperty({ type: String, nullable: true }) caption!: string | null;
  @ApiProperty({ description: 'File name; the picture is at /storage/pictures/<file>, a 480×480 thumbnail at /storage/pictures/thumbs/<file>' })
  image!: string;
  @ApiProperty({ example: 2048, description: 'Width of the stored picture in pixels' }) width!: number;
  @ApiProperty({ example: 1365 }) height!: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'A ~16 px WebP data URI, shown blurred until the picture has loaded' })
  placeholder?: string | null;
}

/** An album's cover: one of its pictures. */
export class AlbumCoverDto {
  @ApiProperty({ example: 21 }) id!: number;
  @ApiProperty({ description: 'File name under /storage/pictures/ (thumbnail under /storage/pictures/thumbs/)' }) image!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'A ~16 px WebP data URI, shown blurred until the picture has loaded' })
  placeholder?: string | null;
}

export class AlbumSummaryDto extends ContentItemDto {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Summer 2026' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: AlbumCoverDto, nullable: true, description: 'The chosen cover, else the latest picture added; null when empty' })
  cover!: AlbumCoverDto | null;
  @ApiProperty({ example: 12 }) pictures_count!: number;
}

/** An album with its pictures, in the order they were added. */
export class AlbumDto extends AlbumSummaryDto {
  @ApiProperty({ type: [PictureDto] }) pictures!: PictureDto[];
}

export class AlbumListDto {
  @ApiProperty({ type: [AlbumSummaryDto] }) data!: AlbumSummaryDto[];
}

export interface PictureRow extends ReactedItemRow {
  id: number;
  title: string;
  caption: string | null;
  image: string;
  width: number;
  height: number;
  placeholder: string | null;
}

export interface AlbumRow extends ContentItemRow {
  id: number;
  name: string;
  description: string | null;
  cover: AlbumCoverDto | null;
  pictures_count: number;
  pictures?: PictureRow[];
}

export function toPictureDto(row: PictureRow): PictureDto {
  return {
    id: row.id,
    title: row.title,
    caption: row.caption,
    image: row.image,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    ...toReactedItemFields(row),
  };
}

export function toAlbumSummaryDto(row: AlbumRow): AlbumSummaryDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cover: row.cover,
    pictures_count: row.pictures_count,
    ...toContentItemFields(row),
  };
}

export function toAlbumDto(row: AlbumRow): AlbumDto {
  return { ...toAlbumSummaryDto(row), pictures: (row.pictures ?? []).map(toPictureDto) };
}
