import { useQueryClient } from '@tanstack/react-query';
import { useMyChannel, useOnSynced, useRealtimeEvent } from '../../lib/realtimeContext';
import { ONLINES_KEY } from '../../lib/livePresence';
import { fromRealtime, notificationKeys, prependNotification } from './api';

/**
 * `notifications.created` on my channel: the unread counter takes the count it carries, the new
 * notification goes in front of the cached lists, and a friend request or acceptance refreshes
 * the relation wherever it is shown. Once my channel is (re)joined, what may have been missed is
 * fetched (the count; who is online: lib/livePresence.ts).
 */
export function useNotificationsLive(): void {
  const queryClient = useQueryClient();

  useRealtimeEvent('notifications.created', (event) => {
    queryClient.setQueryData(notificationKeys.count, event.un_read);
    prependNotification(queryClient, fromRealtime(event));
    if (event.type === 'FriendRequest' || event.type === 'FriendAccept') {
      for (const key of [['friends'], ['profiles'], ONLINES_KEY, ['posts', 'feed']]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    }
  });

  useOnSynced(useMyChannel(), () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.count });
  });
}
