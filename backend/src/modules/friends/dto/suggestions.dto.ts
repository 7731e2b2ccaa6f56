import { ApiProperty, PickType } from '@nestjs/swagger';
import { PageQueryDto } from '../../../common/paging/paging';
import { UserSummaryDto } from '../../../common/users/user-summary';
import { FriendListItemDto } from './friends.dto';

export const SUGGESTIONS_DEFAULT = 6;
/** How many mutual friends a suggestion names (the count says how many there are). */
export const MUTUAL_FRIENDS_SHOWN = 3;

/** How many members to suggest: `take` (1 to 100, default 6). */
export class SuggestionsQueryDto extends PickType(PageQueryDto, ['take'] as const) {}

/**
 * A member I may know: a friend of my friends (with how many friends we share), or else a
 * recent member. Never myself, a friend, someone a request is pending with, nor a member blocked
 * either way; so `friendship_state` is `none` when it is suggested.
 */
export class FriendSuggestionDto extends FriendListItemDto {
  @ApiProperty({ example: 2, description: 'How many of my friends are friends of this member (0 for a recent member)' })
  mutual_friends_count!: number;
  @ApiProperty({ type: [UserSummaryDto], description: `Up to ${MUTUAL_FRIENDS_SHOWN} of those mutual friends, by name` })
  mutual_friends!: UserSummaryDto[];
}

export class FriendSuggestionsResponseDto {
  @ApiProperty({ type: [FriendSuggestionDto] }) data!: FriendSuggestionDto[];
}
