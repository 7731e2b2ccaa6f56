import type { FriendshipDto, FriendshipState, ProfileFriendshipDto, UserProfileDto } from '@plaza/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { patchAllQueries } from '../../lib/listCache';
import { ONLINES_KEY } from '../../lib/livePresence';

/** Spec §4: none → request sent → accepted (or withdrawn back to none); friends can be removed. */
export type Relation = FriendshipState;

/** The relation as a profile (`GET /users/{name}`) gives it. */
export function relationOfProfile(profile: Pick<UserProfileDto, 'friendship'>, isMe = false): Relation {
  const { friendship } = profile;
  if (isMe) {
    return 'self';
  }
  if (!friendship) {
    return 'none';
  }
  if (friendship.status === 'accepted') {
    return 'friends';
  }
  return friendship.requested_by_me ? 'request_sent' : 'request_received';
}

/** The profile's `friendship` after a change the API answered with. */
export function profileFriendship(change: FriendshipDto): ProfileFriendshipDto | null {
  const request = change.friendship_from ?? change.friendship_to;
  if (!request || change.friendship_state === 'none' || change.friendship_state === 'self') {
    return null;
  }
  return { status: request.status, created_at: request.created_at, requested_by_me: change.friendship_from !== null };
}

const asFriend = (relation: Relation) => (relation === 'friends' ? 1 : 0);

/**
 * Spec §4: after a friend call succeeds, its answer is applied to every cached copy of the
 * relation (list items, the profile and its friends count, my own friends count). Lists whose
 * content changes with it (my friends, requests, the feed) are refetched the next time they are
 * shown; who is online, at once.
 */
export function applyRelation(queryClient: QueryClient, change: FriendshipDto, before: Relation, myId: number): void {
  const delta = asFriend(change.friendship_state) - asFriend(before);
  // A list on its way was read before this change (the refetch after the socket joins) and would
  // undo it when it lands, an accepted request offered again: it is asked again instead.
  void queryClient.invalidateQueries({ predicate: (query) => query.state.fetchStatus === 'fetching' && ['friends', 'profiles'].includes(String(query.queryKey[0])) });
  patchAllQueries(
    queryClient,
    (object) => object.id === change.user_id && 'friendship_state' in object,
    (object) => ({
      ...object,
      friendship_state: change.friendship_state,
      friendship_from: change.friendship_from,
      friendship_to: change.friendship_to,
    }),
  );
  queryClient.setQueriesData<UserProfileDto>({ queryKey: ['profiles'] }, (profile) => {
    if (!profile) {
      return profile;
    }
    if (profile.user.id === change.user_id) {
      return { ...profile, friendship: profileFriendship(change), friends_count: profile.friends_count + delta };
    }
    if (profile.user.id === myId && delta !== 0) {
      return { ...profile, friends_count: profile.friends_count + delta };
    }
    return profile;
  });
  for (const key of [['friends'], ['posts', 'feed']]) {
    void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
  }
  // A side panel, not a list being acted on: it may change at once.
  void queryClient.invalidateQueries({ queryKey: ONLINES_KEY });
}
