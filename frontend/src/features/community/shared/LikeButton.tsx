import type { ReactionStateDto } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { LikeToggle } from '../../../ui/LikeToggle';
import { useAuth } from '../../../lib/auth/authContext';
import { callApi } from '../../../lib/api';
import { applyReactionState, type Reacted } from './reactions';

interface Props extends Reacted {
  item: { id: number } & ReactionStateDto;
}

/** Like / unlike a blog post, picture or video, with the count (a visitor sees the count); the counts the API answers replace the cached ones. */
export function LikeButton({ section, api, item }: Props) {
  const queryClient = useQueryClient();
  const { isLoggedIn } = useAuth();
  const liked = item.liked_by_me;
  if (!isLoggedIn) {
    return (
      <Typography variant="body2" color="text.secondary">
        {item.likes_count} {item.likes_count === 1 ? 'like' : 'likes'}
      </Typography>
    );
  }
  return (
    <LikeToggle
      liked={liked}
      aria-label={liked ? 'Unlike' : 'Like'}
      toggle={(like) => callApi(() => api.toggle(item.id, like))}
      onDone={({ data }) => applyReactionState(queryClient, section, item.id, data)}
    >
      {item.likes_count} {item.likes_count === 1 ? 'like' : 'likes'}
    </LikeToggle>
  );
}
