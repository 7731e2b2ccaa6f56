import { useQueryClient } from '@tanstack/react-query';
import { useMyChannel, useOnSynced, useRealtimeEvent, type ServerEvents } from './realtimeContext';
import { isCachedUser, patchAllQueries } from './listCache';

type PresenceChanged = ServerEvents['presence.changed'];

/** Lists of members who are online now (GET /onlines): refetched when someone comes or goes. */
export const ONLINES_KEY = ['onlines'] as const;

/** The lists of members read again when my channel is joined (a change may have reached nobody). */
const MEMBER_LISTS = [['profiles'], ['friends'], ONLINES_KEY] as const;

/** Every cached copy of the member (friends, profiles, posts, notifications) takes the new presence. */
export function applyPresence(queryClient: ReturnType<typeof useQueryClient>, change: PresenceChanged): void {
  // An answer on its way was read before this change and would undo it when it lands (a profile
  // opened as its member leaves): it is asked again instead.
  void queryClient.invalidateQueries({
    predicate: (query) => query.state.fetchStatus === 'fetching' && MEMBER_LISTS.some(([name]) => query.queryKey[0] === name),
  });
  patchAllQueries(
    queryClient,
    (object) =>
      isCachedUser(object, change.user_id) && (object.is_online !== change.is_online || object.status !== change.status),
    (object) => ({ ...object, is_online: change.is_online, status: change.status }),
  );
  void queryClient.invalidateQueries({ queryKey: ONLINES_KEY });
}

/**
 * Keeps presence dots live: mount once for a signed-in member. A change sent before my channel was
 * (re)joined reached nobody, so the members shown are fetched again then (profiles, friends, who is online).
 */
export function useLivePresence(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('presence.changed', (change) => applyPresence(queryClient, change));
  useOnSynced(useMyChannel(), () => {
    for (const key of MEMBER_LISTS) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  });
}
