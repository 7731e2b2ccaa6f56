import { useQueryClient } from '@tanstack/react-query';
import { useMyChannel, useOnSynced, useRealtimeEvent, type ServerEvents } from './realtimeContext';
import { isCachedUser, patchAllQueries } from './listCache';

type PresenceChanged = ServerEvents['presence.changed'];

/** Lists of members who are online now (GET /onlines): refetched when someone comes or goes. */
export const ONLINES_KEY = ['onlines'] as const;

/** Every cached copy of the member (friends, profiles, posts, notifications) takes the new presence. */
export function applyPresence(queryClient: ReturnType<typeof useQueryClient>, change: PresenceChanged): void {
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
    for (const key of [['profiles'], ['friends'], ONLINES_KEY]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  });
}
