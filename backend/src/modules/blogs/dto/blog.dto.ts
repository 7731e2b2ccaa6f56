import { ApiProperty } from '@nestjs/swagger';
import { CategoryDto } from '../../../common/content/categories';
import { ReactedItemDto, toReactedItemFields, toWrittenItemFields, withMarkdownBody, WithMarkdownBody, type MarkdownBodyRow, type ReactedItemRow, type WrittenItemRow } from '../../../common/content/dto/content-item.dto';

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

export interface BlogRow extends ReactedItemRow, WrittenItemRow, MarkdownBodyRow {}

export function toBlogSummaryDto(row: BlogRow): BlogSummaryDto {
  return { ...toWrittenItemFields(row), ...toReactedItemFields(row) };
}

export function toBlogDto(row: BlogRow): BlogDto {
  return withMarkdownBody(toBlogSummaryDto(row), row);
}
