import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import type { ReactionStateDto } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../app/toasts/toastContext';
import { callApi, errorMessage } from '../../../lib/api';
import { applyReactionState, REACTIONS, type ReactedSection } from './reactions';

interface Props {
  section: ReactedSection;
  item: { id: number } & ReactionStateDto;
}

/** Like / unlike, with the count; the counts the API answers replace the cached ones. */
export function LikeButton({ section, item }: Props) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const toggle = useMutation({
    mutationFn: (like: boolean) => callApi(() => (like ? REACTIONS[section].like(item.id) : REACTIONS[section].unlike(item.id))),
    onSuccess: ({ data }) => applyReactionState(queryClient, section, item.id, data),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const liked = item.liked_by_me;
  return (
    <Button
      aria-label={liked ? 'Unlike' : 'Like'}
      aria-pressed={liked}
      color={liked ? 'error' : 'inherit'}
      startIcon={liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      loading={toggle.isPending}
      loadingPosition="start"
      onClick={() => toggle.mutate(!liked)}
      sx={{ color: liked ? undefined : 'text.secondary' }}
    >
      {item.likes_count} {item.likes_count === 1 ? 'like' : 'likes'}
    </Button>
  );
}
