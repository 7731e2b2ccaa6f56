import { ApiProperty } from '@nestjs/swagger';
import { USER_STATUSES, type UserStatus } from '../../users/entities/user.entity';

export const FRIENDSHIP_STATUSES = ['pending', 'accepted'] as const;
export type FriendshipStatus = (typeof FRIENDSHIP_STATUSES)[number];

/** What any member may see of another's profile: never the email, role or account data. */
export class ProfileUserDto {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'José' }) first_name!: string;
  @ApiProperty({ example: 'Álvarez' }) last_name!: string;
  @ApiProperty({ example: 'jose' }) username!: string;
  @ApiProperty({ type: String, nullable: true, description: 'File name; the image is at /storage/avatars/<file>, its thumbnail at /storage/avatars/thumbs/<file>' })
  avatar!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'File name; the image is at /storage/covers/<file>' })
  cover!: string | null;
  @ApiProperty({ type: String, nullable: true }) about!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1990-04-12' }) date_of_birth!: string | null;
  @ApiProperty({ type: String, nullable: true }) gender!: string | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty({ type: String, nullable: true }) favorite_tv_show!: string | null;
  @ApiProperty({ type: String, nullable: true }) favorite_music!: string | null;
  @ApiProperty({ type: String, nullable: true }) education!: string | null;
  @ApiProperty({ type: String, nullable: true }) other_interests!: string | null;
  @ApiProperty({ type: String, nullable: true }) work_experience!: string | null;
  @ApiProperty({ description: 'True while the member is connected and has not chosen to appear offline' }) is_online!: boolean;
  @ApiProperty({ enum: USER_STATUSES, enumName: 'UserStatus', description: "'offline' whenever is_online is false" }) status!: UserStatus;
  @ApiProperty({ type: String, format: 'date-time', description: 'Member since' }) created_at!: string;
}

/** My relation with the member whose profile I look at. */
export class ProfileFriendshipDto {
  @ApiProperty({ enum: FRIENDSHIP_STATUSES, enumName: 'FriendRequestStatus' }) status!: FriendshipStatus;
  @ApiProperty({ description: 'True when I sent the request, false when they did' }) requested_by_me!: boolean;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the request was sent' }) created_at!: string;
}

export class UserProfileDto {
  @ApiProperty({ type: ProfileUserDto }) user!: ProfileUserDto;
  @ApiProperty({ type: ProfileFriendshipDto, nullable: true, description: 'Null when we are neither friends nor asked to be (and on my own profile)' })
  friendship!: ProfileFriendshipDto | null;
  @ApiProperty({ example: 12 }) friends_count!: number;
  @ApiProperty({ example: 4 }) posts_count!: number;
  @ApiProperty({ example: 9, description: 'Likes received on the member’s posts' }) likes_count!: number;
}

export class UserProfileResponseDto {
  @ApiProperty({ type: UserProfileDto }) data!: UserProfileDto;
}
