import { ApiProperty } from '@nestjs/swagger';
import { toUserSummaryDto, UserSummaryDto } from '../../../common/users/user-summary';
import { toIso } from '../../../common/time/timestamps';

export class CommentDto {
  @ApiProperty({ example: 31 }) id!: number;
  @ApiProperty({ example: 'Have fun!' }) body!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: UserSummaryDto, description: 'The commenter' }) user!: UserSummaryDto;
  @ApiProperty({ example: 12 }) post_id!: number;
  @ApiProperty({ description: 'Hidden by a moderator: only its author still sees it' }) hidden!: boolean;
}

export class CommentResponseDto {
  @ApiProperty({ type: CommentDto }) data!: CommentDto;
}

export interface CommentRow {
  id: number;
  body: string;
  created_at: Date;
  author: UserSummaryDto;
  post_id: number;
  hidden: boolean;
}

export function toCommentDto(row: CommentRow): CommentDto {
  return {
    id: row.id,
    body: row.body,
    created_at: toIso(row.created_at),
    user: toUserSummaryDto(row.author),
    post_id: row.post_id,
    hidden: row.hidden,
  };
}
