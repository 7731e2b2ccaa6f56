import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { toUserSummaryDto, UserSummaryDto } from '../../users/user-summary';
import { ReactionStateDto } from '../reactions/reaction.dto';
import { toIso } from '../../time/timestamps';

/** What every community item carries: who wrote it, when, and whether moderators hid it. */
export class ContentItemDto {
  @ApiProperty({ type: UserSummaryDto, description: 'Who wrote or posted it' }) user!: UserSummaryDto;
  @ApiProperty({ description: 'Hidden by a moderator: only its author still sees it' }) hidden!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: string;
}

/** An item members like and comment on (blog post, picture, video). */
export class ReactedItemDto extends IntersectionType(ContentItemDto, ReactionStateDto) {}

export interface ContentItemRow {
  author: UserSummaryDto;
  hidden: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface ReactedItemRow extends ContentItemRow {
  likes_count: number;
  comments_count: number;
  liked_by_me: boolean;
}


export function toContentItemFields(row: ContentItemRow): ContentItemDto {
  return { user: toUserSummaryDto(row.author), hidden: row.hidden, created_at: toIso(row.created_at), updated_at: toIso(row.updated_at) };
}

export function toReactedItemFields(row: ReactedItemRow): ReactedItemDto {
  return { ...toContentItemFields(row), likes_count: row.likes_count, comments_count: row.comments_count, liked_by_me: row.liked_by_me };
}
