import type { ReactionStateDto } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LikeToggle } from '../../../ui/LikeToggle';
import { useAuth } from '../../../lib/auth/authContext';
import { callApi } from '../../../lib/api';
import { applyReactionState, type Reacted } from './reactions';
import '../words';

interface Props extends Reacted {
  item: { id: number } & ReactionStateDto;
}

/** Like / unlike a blog post, picture or video, with the count (a visitor sees the count); the counts the API answers replace the cached ones. */
export function LikeButton({ section, api, item }: Props) {
  const queryClient = useQueryClient();
  const { isLoggedIn } = useAuth();
  const { t } = useTranslation();
  const liked = item.liked_by_me;
  if (!isLoggedIn) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('community:likes.count', { count: item.likes_count })}
      </Typography>
    );
  }
  return (
    <LikeToggle
      liked={liked}
      aria-label={liked ? t('community:likes.unlike') : t('community:likes.like')}
      toggle={(like) => callApi(() => api.toggle(item.id, like))}
      onDone={({ data }) => applyReactionState(queryClient, section, item.id, data)}
    >
      {t('community:likes.count', { count: item.likes_count })}
    </LikeToggle>
  );
}
