import { ApiProperty } from '@nestjs/swagger';
import { CategoryDto } from '../../../common/content/categories';
import { ReactedItemDto, toReactedItemFields, withMarkdownBody, WithMarkdownBody, type MarkdownBodyRow, type ReactedItemRow } from '../../../common/content/dto/content-item.dto';

/** A blog post in a list: its excerpt, not its body. */
export class BlogSummaryDto extends ReactedItemDto {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'A weekend on the coast' }) title!: string;
  @ApiProperty({ type: CategoryDto }) category!: CategoryDto;
  @ApiProperty({ description: 'The start of the body as plain text (no Markdown), at most 280 characters' }) excerpt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'File name; the image is at /storage/blogs/<file>, its 400×300 thumbnail at /storage/blogs/thumbs/<file>' })
  image!: string | null;
}

/** A blog post to read: also its Markdown and the HTML rendered from it. */
export class BlogDto extends WithMarkdownBody(BlogSummaryDto) {}

export interface BlogRow extends ReactedItemRow, MarkdownBodyRow {
  id: number;
  title: string;
  category: CategoryDto;
  excerpt: string;
  image: string | null;
}

export function toBlogSummaryDto(row: BlogRow): BlogSummaryDto {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    excerpt: row.excerpt,
    image: row.image,
    ...toReactedItemFields(row),
  };
}

export function toBlogDto(row: BlogRow): BlogDto {
  return withMarkdownBody(toBlogSummaryDto(row), row);
}
