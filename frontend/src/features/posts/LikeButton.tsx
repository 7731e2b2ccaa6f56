import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import { PostsService, type PostDto, type UserProfileDto } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../app/toasts/toastContext';
import { callApi, errorMessage } from '../../lib/api';
import { applyPostCounts } from './api';

/**
 * Like / unlike, a toggle button ('Like', pressed and red once liked); the counts the API answers
 * with replace the cached ones once it succeeds.
 */
export function LikeButton({ post }: { post: PostDto }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const toggle = useMutation({
    mutationFn: (like: boolean) =>
      callApi(() => (like ? PostsService.likePost({ id: post.id }) : PostsService.unlikePost({ id: post.id }))),
    onSuccess: ({ data }) => {
      const delta = data.likes_count - post.likes_count;
      applyPostCounts(queryClient, data);
      // The author's profile counts the likes their posts received.
      queryClient.setQueriesData<UserProfileDto>({ queryKey: ['profiles'] }, (profile) =>
        profile && delta !== 0 && profile.user.id === data.user.id
          ? { ...profile, likes_count: Math.max(0, profile.likes_count + delta) }
          : profile,
      );
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const liked = post.liked_by_me;
  return (
    <Button
      aria-pressed={liked}
      color={liked ? 'error' : 'inherit'}
      startIcon={liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      loading={toggle.isPending}
      loadingPosition="start"
      onClick={() => toggle.mutate(!liked)}
      sx={{ flex: 1, color: liked ? undefined : 'text.secondary' }}
    >
      Like
    </Button>
  );
}
