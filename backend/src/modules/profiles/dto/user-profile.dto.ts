import { ApiProperty, OmitType } from '@nestjs/swagger';
import { UserDto } from '../../users';

export const FRIENDSHIP_STATUSES = ['pending', 'accepted'] as const;
export type FriendshipStatus = (typeof FRIENDSHIP_STATUSES)[number];

/**
 * What any member may see of another's profile: the account's own fields (UserDto) without the
 * email, the role and whether two-factor authentication is on. One declaration of the profile fields serves both.
 */
export class ProfileUserDto extends OmitType(UserDto, ['email', 'role', 'email_verified', 'pending_email', 'two_factor_enabled', 'deletion_scheduled_at', 'language'] as const) {}

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
