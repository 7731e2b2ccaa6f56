import { ApiProperty } from '@nestjs/swagger';
import { USER_STATUSES, type UserStatus } from '../../users/entities/user.entity';

/**
 * Who wrote a post or comment, or who acted in a notification: what any member may see of
 * another. Never the email. Read as one JSON column built by `authorJson` (wall-sql.ts).
 */
export class AuthorDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'José' }) first_name!: string;
  @ApiProperty({ example: 'Álvarez' }) last_name!: string;
  @ApiProperty({ example: 'jose' }) username!: string;
  @ApiProperty({ type: String, nullable: true, description: 'File name; the image is at /storage/avatars/<file>, its thumbnail at /storage/avatars/thumbs/<file>' })
  avatar!: string | null;
  @ApiProperty({ description: 'True while the member is connected and has not chosen to appear offline' })
  is_online!: boolean;
  @ApiProperty({ enum: USER_STATUSES, enumName: 'UserStatus', description: "'offline' whenever is_online is false" })
  status!: UserStatus;
}

/** The one place that decides what of an author leaves the server. */
export function toAuthorDto(a: AuthorDto): AuthorDto {
  return {
    id: a.id,
    first_name: a.first_name,
    last_name: a.last_name,
    username: a.username,
    avatar: a.avatar,
    is_online: a.is_online,
    status: a.status,
  };
}
