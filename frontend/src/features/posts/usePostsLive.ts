import { useQueryClient } from '@tanstack/react-query';
import { useMyChannel, useOnSynced, useRealtimeEvent } from '../../lib/realtimeContext';
import { useAuth } from '../../lib/auth/authContext';
import { addLivePost, applyLiveCounts, dropPost } from './api';

/**
 * Keeps the wall live while a feed, a wall or a post is shown: a friend's new post goes in front
 * of the cached lists, likes and comments change the counts (and bring a new comment into open
 * comments), a deleted post leaves. Once my channel is (re)joined, the posts are fetched again.
 */
export function usePostsLive(): void {
  const queryClient = useQueryClient();
  const { user } = useAuth();

  useRealtimeEvent('posts.created', (post) => addLivePost(queryClient, post));
  // My own like or comment is shown from the API's answer already (and may arrive before it).
  useRealtimeEvent('posts.updated', (counts) => counts.actor_id !== user?.id && applyLiveCounts(queryClient, counts));
  useRealtimeEvent('posts.deleted', ({ id }) => dropPost(queryClient, { id }));

  useOnSynced(useMyChannel(), () => {
    void queryClient.invalidateQueries({ queryKey: ['posts'] });
  });
}
