import { ApiProperty } from '@nestjs/swagger';
import { toUserSummaryDto, UserSummaryDto } from '../../users/user-summary';
import { toIso } from '../../time/timestamps';

/** The likes and comments of an item, as the wall shows a post's. */
export class ReactionStateDto {
  @ApiProperty({ example: 3 }) likes_count!: number;
  @ApiProperty({ example: 1 }) comments_count!: number;
  @ApiProperty({ description: 'Whether the signed-in member likes it' }) liked_by_me!: boolean;
}

/** A comment on a blog post, a picture or a video: the wall's comment, about its item. */
export class ContentCommentDto {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ example: 'Lovely light!' }) body!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: UserSummaryDto, description: 'The commenter' }) user!: UserSummaryDto;
}

export interface ContentCommentRow {
  id: number;
  body: string;
  created_at: Date;
  author: UserSummaryDto;
}

export function toContentCommentDto(row: ContentCommentRow): ContentCommentDto {
  return { id: row.id, body: row.body, created_at: toIso(row.created_at), user: toUserSummaryDto(row.author) };
}
