import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, ValidateBy, type ValidationOptions } from 'class-validator';
import { IsId } from '../../../common/validation/id';
import { PageQueryDto } from '../../../common/paging/paging';
import { FRIEND_REQUEST_STATUSES, type FriendRequestStatus } from '../entities/friendship.entity';
import { UserSummaryDto } from '../../../common/users/user-summary';
import { FRIEND_MSG } from '../../../common/validation/messages';

export const SEARCH_MAX_LENGTH = 100;
/** Member search needs this many characters: one letter would match nearly everyone. */
export const SEARCH_MIN_LENGTH = 2;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Search text: a string of `min` to SEARCH_MAX_LENGTH characters (0 allows an empty filter).
 * One rule, so one message at a time (a missing search is not also "too long").
 */
export function SearchText(min: number, options?: ValidationOptions): PropertyDecorator {
  const message = (value: unknown) => {
    if (typeof value !== 'string' || value.length === 0) {
      return FRIEND_MSG.search;
    }
    return value.length > SEARCH_MAX_LENGTH ? FRIEND_MSG.searchMax : FRIEND_MSG.searchMin;
  };
  return ValidateBy(
    {
      name: 'searchText',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.length >= min && value.length <= SEARCH_MAX_LENGTH,
        defaultMessage: (args) => message(args?.value),
      },
    },
    options,
  );
}

/** The body of every friendship call: the other member. */
export class UserIdBodyDto {
  @ApiProperty({ example: 7, minimum: 1, description: "The other member's user id" })
  @IsNotEmpty({ message: FRIEND_MSG.userId })
  @IsId({ message: FRIEND_MSG.userId })
  user_id!: number;
}

export const FRIEND_SORTS = ['recent', 'name'] as const;
export type FriendSort = (typeof FRIEND_SORTS)[number];

/** Paging of a friend list, optionally filtered by name and sorted by name or recency. */
export class FriendListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: SEARCH_MAX_LENGTH, description: 'Only friends whose name or username contains these words (case and accents ignored)' })
  @IsOptional()
  @Transform(trim)
  @SearchText(0)
  search?: string;

  @ApiPropertyOptional({
    enum: FRIEND_SORTS,
    enumName: 'FriendSort',
    default: 'recent',
    description: '`recent`: most recent first (order defaults to desc); `name`: by first then last name (order defaults to asc)',
  })
  @IsOptional()
  @IsIn(FRIEND_SORTS, { message: FRIEND_MSG.sort })
  sort?: FriendSort;
}

/** Member search: `search` is required. */
export class SearchMembersQueryDto extends PageQueryDto {
  @ApiProperty({
    minLength: SEARCH_MIN_LENGTH,
    maxLength: SEARCH_MAX_LENGTH,
    example: 'jose',
    description: 'Words to find in first name, last name or username (case and accents ignored; every word must match; the first five words are used)',
  })
  @Transform(trim)
  @SearchText(SEARCH_MIN_LENGTH)
  search!: string;
}

export const REQUEST_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type RequestDirection = (typeof REQUEST_DIRECTIONS)[number];

export class FriendRequestsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: REQUEST_DIRECTIONS,
    enumName: 'FriendRequestDirection',
    default: 'incoming',
    description: '`incoming`: requests other members sent me; `outgoing`: requests I sent',
  })
  @IsOptional()
  @IsIn(REQUEST_DIRECTIONS, { message: FRIEND_MSG.direction })
  direction?: RequestDirection;
}

/** One side of a relation: a friend request and what became of it. */
export class FriendRequestDto {
  @ApiProperty({ enum: FRIEND_REQUEST_STATUSES, enumName: 'FriendRequestStatus', description: '`pending` until the receiver accepts, then `accepted`' })
  status!: FriendRequestStatus;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the request was sent' })
  created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was accepted; null while pending' })
  accepted_at!: string | null;
}

export const FRIENDSHIP_STATES = ['none', 'request_sent', 'request_received', 'friends', 'self'] as const;
export type FriendshipState = (typeof FRIENDSHIP_STATES)[number];

const FROM_DESCRIPTION =
  'The request the signed-in member sent to this member, if any: `{ status, created_at, accepted_at }`. ' +
  'There is one relation per pair, so at most one of friendship_from and friendship_to is set.';
const TO_DESCRIPTION =
  'The request this member sent to the signed-in member, if any: `{ status, created_at, accepted_at }` ' +
  '(status `accepted` once the signed-in member accepted it).';
const STATE_DESCRIPTION =
  'The same relation in one word: `none`, `request_sent` (friendship_from pending), `request_received` ' +
  '(friendship_to pending), `friends` (either side accepted), `self` (the signed-in member).';

/** The signed-in member's relation to another member. */
export class FriendshipDto {
  @ApiProperty({ example: 7, description: 'The other member' }) user_id!: number;
  @ApiProperty({ type: FriendRequestDto, nullable: true, description: FROM_DESCRIPTION }) friendship_from!: FriendRequestDto | null;
  @ApiProperty({ type: FriendRequestDto, nullable: true, description: TO_DESCRIPTION }) friendship_to!: FriendRequestDto | null;
  @ApiProperty({ enum: FRIENDSHIP_STATES, enumName: 'FriendshipState', description: STATE_DESCRIPTION }) friendship_state!: FriendshipState;
  @ApiProperty({ description: 'The signed-in member blocked this member' }) blocked_by_me!: boolean;
}

export class FriendshipResponseDto {
  @ApiProperty({ type: FriendshipDto }) data!: FriendshipDto;
}

/**
 * An item of every friends list (spec §3 "Friend list item"): the member's public summary (`id` is
 * their user id) plus the signed-in member's relation to them.
 */
export class FriendListItemDto extends UserSummaryDto {
  @ApiProperty({ type: FriendRequestDto, nullable: true, description: FROM_DESCRIPTION }) friendship_from!: FriendRequestDto | null;
  @ApiProperty({ type: FriendRequestDto, nullable: true, description: TO_DESCRIPTION }) friendship_to!: FriendRequestDto | null;
  @ApiProperty({ enum: FRIENDSHIP_STATES, enumName: 'FriendshipState', description: STATE_DESCRIPTION }) friendship_state!: FriendshipState;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "In a friends list: since when this member is a friend of the list's owner. Null in search results and request lists.",
  })
  friends_since!: string | null;
}

export class FriendListResponseDto {
  @ApiProperty({ type: [FriendListItemDto] }) data!: FriendListItemDto[];
}
