import type { FriendRequestStatus } from './entities/friendship.entity';
import type { FriendListItemDto, FriendRequestDto, FriendshipDto, FriendshipState } from './dto/friends.dto';
import { toUserSummaryDto, type UserSummaryRow } from '../../common/users/user-summary';
import { toIso, toIsoOrNull } from '../../common/time/timestamps';

/** The pair's friendship row as plain SQL selects it (`r_` columns; all null without a relation). */
export interface RelationRow {
  r_requester_id: number | null;
  r_status: FriendRequestStatus | null;
  r_created_at: Date | string | null;
  r_accepted_at: Date | string | null;
}

export type FriendListRow = UserSummaryRow & RelationRow & { friends_since: Date | string | null };


/**
 * The relation between `meId` and `otherId`, seen from `meId`: `friendship_from` is the request
 * I sent, `friendship_to` the one they sent me. One row per pair, so at most one side is set.
 */
export function relationSides(meId: number, otherId: number, row: RelationRow | undefined): Pick<FriendshipDto, 'friendship_from' | 'friendship_to' | 'friendship_state'> {
  if (meId === otherId) {
    return { friendship_from: null, friendship_to: null, friendship_state: 'self' };
  }
  if (!row || row.r_requester_id === null || row.r_status === null || row.r_created_at === null) {
    return { friendship_from: null, friendship_to: null, friendship_state: 'none' };
  }
  const request: FriendRequestDto = {
    status: row.r_status,
    created_at: toIso(row.r_created_at),
    accepted_at: toIsoOrNull(row.r_accepted_at),
  };
  const sentByMe = row.r_requester_id === meId;
  const state: FriendshipState = row.r_status === 'accepted' ? 'friends' : sentByMe ? 'request_sent' : 'request_received';
  return sentByMe
    ? { friendship_from: request, friendship_to: null, friendship_state: state }
    : { friendship_from: null, friendship_to: request, friendship_state: state };
}

export function toFriendshipDto(meId: number, otherId: number, row: RelationRow | undefined, blockedByMe: boolean): FriendshipDto {
  return { user_id: otherId, ...relationSides(meId, otherId, row), blocked_by_me: blockedByMe };
}

export function toFriendListItem(meId: number, row: FriendListRow): FriendListItemDto {
  return {
    ...toUserSummaryDto(row),
    ...relationSides(meId, row.id, row),
    friends_since: toIsoOrNull(row.friends_since),
  };
}
