import { ApiProperty } from '@nestjs/swagger';
import { toUserSummaryDto, UserSummaryDto } from '../../../common/users/user-summary';
import { CategoryDto } from '../../../common/content/categories';
import { ContentItemDto, toContentItemFields, toWrittenItemFields, withMarkdownBody, WithMarkdownBody, type ContentItemRow, type MarkdownBodyRow, type WrittenItemRow } from '../../../common/content/dto/content-item.dto';
import { toIso } from '../../../common/time/timestamps';

/** A thread in a list. */
export class ForumSummaryDto extends ContentItemDto {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: 'Best bakery in town?' }) title!: string;
  @ApiProperty({ type: CategoryDto }) category!: CategoryDto;
  @ApiProperty({ description: 'The start of the first post as plain text, at most 280 characters' }) excerpt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'File name; the image is at /storage/forums/<file>, its thumbnail at /storage/forums/thumbs/<file>' })
  image!: string | null;
  @ApiProperty() pinned!: boolean;
  @ApiProperty({ description: 'A locked thread takes no more replies' }) locked!: boolean;
  @ApiProperty({ example: 7 }) replies_count!: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'The latest reply, or the start' }) last_activity_at!: string;
  @ApiProperty({ type: UserSummaryDto, nullable: true, description: 'Who replied last' }) last_reply_user!: UserSummaryDto | null;
}

/** A thread's page: also its first post. */
export class ForumDto extends WithMarkdownBody(ForumSummaryDto) {}

export class ForumReplyDto extends ContentItemDto {
  @ApiProperty({ example: 40 }) id!: number;
  @ApiProperty({ example: 5 }) thread_id!: number;
  @ApiProperty({ description: 'The Markdown the member wrote' }) body!: string;
  @ApiProperty({ description: 'The reply rendered to HTML' }) body_html!: string;
}

export interface ForumRow extends ContentItemRow, WrittenItemRow, MarkdownBodyRow {
  pinned: boolean;
  locked: boolean;
  replies_count: number;
  last_activity_at: Date;
  last_reply_user: UserSummaryDto | null;
}

export interface ForumReplyRow extends ContentItemRow {
  id: number;
  thread_id: number;
  body: string;
  body_html: string;
}

export function toForumSummaryDto(row: ForumRow): ForumSummaryDto {
  return {
    ...toWrittenItemFields(row),
    pinned: row.pinned,
    locked: row.locked,
    replies_count: row.replies_count,
    last_activity_at: toIso(row.last_activity_at),
    last_reply_user: row.last_reply_user && toUserSummaryDto(row.last_reply_user),
    ...toContentItemFields(row),
  };
}

export function toForumDto(row: ForumRow): ForumDto {
  return withMarkdownBody(toForumSummaryDto(row), row);
}

export function toForumReplyDto(row: ForumReplyRow): ForumReplyDto {
  return {
    id: row.id,
    thread_id: row.thread_id,
    body: row.body,
    body_html: row.body_html,
    ...toContentItemFields(row),
  };
}
