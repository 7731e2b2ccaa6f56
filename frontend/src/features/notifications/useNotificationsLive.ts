import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtime, useRealtimeEvent } from '../../app/realtime/realtimeContext';
import { ONLINES_KEY } from '../users/livePresence';
import { fromRealtime, notificationKeys, prependNotification } from './api';

/**
 * `notifications.created` on my channel: the unread counter takes the count it carries, the new
 * notification goes in front of the cached lists, and a friend request or acceptance refreshes
 * the relation wherever it is shown. After a reconnection, what may have been missed is fetched.
 */
export function useNotificationsLive(): void {
  const queryClient = useQueryClient();
  const { reconnects } = useRealtime();

  useRealtimeEvent('notifications.created', (event) => {
    queryClient.setQueryData(notificationKeys.count, event.un_read);
    prependNotification(queryClient, fromRealtime(event));
    if (event.type === 'FriendRequest' || event.type === 'FriendAccept') {
      for (const key of [['friends'], ['profiles'], ONLINES_KEY, ['posts', 'feed']]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    }
  });

  useEffect(() => {
    if (reconnects > 0) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.count });
      void queryClient.invalidateQueries({ queryKey: ONLINES_KEY });
    }
  }, [reconnects, queryClient]);
}
