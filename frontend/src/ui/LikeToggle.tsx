import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useToast } from '../lib/toastContext';
import { errorMessage } from '../lib/api';

interface Props<T> {
  liked: boolean;
  /** Likes (true) or unlikes (false); what it answers goes to `onDone` (the new counts). */
  toggle: (like: boolean) => Promise<T>;
  onDone: (answer: T) => void;
  /** The button's text: 'Like', or the count ('3 likes'). */
  children: ReactNode;
  /** A name when the text is not one ('3 likes' names no action). */
  'aria-label'?: string;
  sx?: SxProps<Theme>;
}

/**
 * Like / unlike, a toggle button (pressed, a red heart, once liked) for wall posts and community
 * items alike; a failure is told in a toast.
 */
export function LikeToggle<T>({ liked, toggle, onDone, children, 'aria-label': ariaLabel, sx = [] }: Props<T>) {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: toggle,
    onSuccess: onDone,
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Button
      aria-label={ariaLabel}
      aria-pressed={liked}
      color={liked ? 'error' : 'inherit'}
      startIcon={liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      loading={mutation.isPending}
      loadingPosition="start"
      onClick={() => mutation.mutate(!liked)}
      sx={[{ color: liked ? undefined : 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Button>
  );
}
