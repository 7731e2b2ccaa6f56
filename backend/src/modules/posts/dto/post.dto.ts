import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ImagePreviewDto } from '../../../common/uploads/images';
import { toUserSummaryDto, UserSummaryDto } from '../../../common/users/user-summary';
import { toIso } from '../../../common/time/timestamps';

export class PostDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Off to the lake this weekend!' }) body!: string;
  @ApiProperty({ type: String, nullable: true, description: 'File name; the image is at /storage/posts/<file>' })
  image!: string | null;
  @ApiPropertyOptional({ type: ImagePreviewDto, nullable: true, description: "The image's size and blurred placeholder" })
  image_preview?: ImagePreviewDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: UserSummaryDto, description: 'The author' }) user!: UserSummaryDto;
  @ApiProperty({ example: 3 }) likes_count!: number;
  @ApiProperty({ example: 1 }) comments_count!: number;
  @ApiProperty({ description: 'Whether the signed-in member likes this post' }) liked_by_me!: boolean;
  @ApiProperty({ description: 'Hidden by a moderator: only its author still sees it' }) hidden!: boolean;
}

export class PostResponseDto {
  @ApiProperty({ type: PostDto }) data!: PostDto;
}

/** A post as the wall's queries read it (see PostsRepository). */
export interface PostRow {
  id: number;
  body: string;
  image: string | null;
  image_preview: ImagePreviewDto | null;
  created_at: Date;
  author: UserSummaryDto;
  likes_count: number;
  comments_count: number;
  liked_by_me: boolean;
  hidden: boolean;
}

export function toPostDto(row: PostRow): PostDto {
  return {
    id: row.id,
    body: row.body,
    image: row.image,
    image_preview: row.image_preview,
    created_at: toIso(row.created_at),
    user: toUserSummaryDto(row.author),
    likes_count: row.likes_count,
    comments_count: row.comments_count,
    liked_by_me: row.liked_by_me,
    hidden: row.hidden,
  };
}
