import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtime, useRealtimeEvent } from '../../app/realtime/realtimeContext';
import { useAuth } from '../auth/authContext';
import { addLivePost, applyLiveCounts, dropPost } from './api';

/**
 * Keeps the wall live while a feed, a wall or a post is shown: a friend's new post goes in front
 * of the cached lists, likes and comments change the counts (and bring a new comment into open
 * comments), a deleted post leaves. After a reconnection the posts are fetched again.
 */
export function usePostsLive(): void {
  const queryClient = useQueryClient();
  const { reconnects } = useRealtime();
  const { user } = useAuth();
  const seenReconnects = useRef(reconnects);

  useRealtimeEvent('posts.created', (post) => addLivePost(queryClient, post));
  // My own like or comment is shown from the API's answer already (and may arrive before it).
  useRealtimeEvent('posts.updated', (counts) => counts.actor_id !== user?.id && applyLiveCounts(queryClient, counts));
  useRealtimeEvent('posts.deleted', ({ id }) => dropPost(queryClient, { id }));

  useEffect(() => {
    if (reconnects !== seenReconnects.current) {
      seenReconnects.current = reconnects;
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
    }
  }, [reconnects, queryClient]);
}
