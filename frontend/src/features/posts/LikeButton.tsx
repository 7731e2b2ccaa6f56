import { PostsService, type PostDto, type UserProfileDto } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LikeToggle } from '../../ui/LikeToggle';
import { callApi } from '../../lib/api';
import { applyPostCounts } from './api';
import './words';

/**
 * Like / unlike a wall post ('Like', pressed and red once liked); the counts the API answers
 * with replace the cached ones once it succeeds.
 */
export function LikeButton({ post }: { post: PostDto }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return (
    <LikeToggle
      liked={post.liked_by_me}
      toggle={(like) => callApi(() => (like ? PostsService.likePost({ id: post.id }) : PostsService.unlikePost({ id: post.id })))}
      onDone={({ data }) => {
        const delta = data.likes_count - post.likes_count;
        applyPostCounts(queryClient, data);
        // The author's profile counts the likes their posts received.
        queryClient.setQueriesData<UserProfileDto>({ queryKey: ['profiles'] }, (profile) =>
          profile && delta !== 0 && profile.user.id === data.user.id
            ? { ...profile, likes_count: Math.max(0, profile.likes_count + delta) }
            : profile,
        );
      }}
      sx={{ flex: 1 }}
    >
      {t('posts:card.like')}
    </LikeToggle>
  );
}
