import type { ReactionStateDto } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { LikeToggle } from '../../../ui/LikeToggle';
import { callApi } from '../../../lib/api';
import { applyReactionState, type Reacted } from './reactions';

interface Props extends Reacted {
  item: { id: number } & ReactionStateDto;
}

/** Like / unlike a blog post, picture or video, with the count; the counts the API answers replace the cached ones. */
export function LikeButton({ section, api, item }: Props) {
  const queryClient = useQueryClient();
  const liked = item.liked_by_me;
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
