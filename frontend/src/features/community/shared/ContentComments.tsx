import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContentCommentDto } from '@plaza/sdk';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../lib/toastContext';
import { CommentInput } from '../../../ui/CommentInput';
import { RelativeTime } from '../../../ui/RelativeTime';
import { UserAvatar } from '../../../ui/UserAvatar';
import { SignInToAct } from '../../../ui/RouteGuards';
import { callApi, errorMessage } from '../../../lib/api';
import { flatUnique, nextPage } from '../../../lib/listCache';
import { presenceOf } from '../../../lib/presence';
import { useAuth } from '../../../lib/auth/authContext';
import { profilePath } from '../../../lib/paths';
import { applyReactionState, reactionKeys, type Reacted } from './reactions';
import '../words';

const PAGE_SIZE = 10;

interface Props extends Reacted {
  item: { id: number; comments_count: number; user: { id: number } };
}

/** The comments on a blog post, picture or video: oldest at the top, earlier ones on demand, the box at the bottom. */
export function ContentComments({ section, api, item }: Props) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const key = reactionKeys.comments(section, item.id);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => callApi(() => api.comments(item.id, pageParam, PAGE_SIZE)),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const comments = flatUnique(query.data).reverse();
  const refresh = (delta: number) => {
    applyReactionState(queryClient, section, item.id, { comments_count: Math.max(0, item.comments_count + delta) });
    void queryClient.invalidateQueries({ queryKey: key });
  };
  const remove = useMutation({
    mutationFn: (comment: ContentCommentDto) => callApi(() => api.deleteComment(item.id, comment.id)),
    onSuccess: () => refresh(-1),
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <Stack component="section" aria-label={t('community:comments.label')} sx={{ gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('community:comments.count', { count: item.comments_count })}
      </Typography>
      {query.hasNextPage && (
        <Link component="button" type="button" variant="body2" onClick={() => void query.fetchNextPage()} sx={{ alignSelf: 'flex-start', fontWeight: 600 }}>
          {query.isFetchingNextPage ? t('community:comments.loading') : t('community:comments.earlier')}
        </Link>
      )}
      {query.isError && <Alert severity="error">{errorMessage(query.error)}</Alert>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        {comments.map((comment) => {
          const mine = comment.user.id === user?.id;
          return (
            <Stack key={comment.id} component="li" direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
              <UserAvatar user={comment.user} size={36} presence={presenceOf(comment.user)} />
              <Box sx={{ minWidth: 0 }}>
                <Box sx={{ bgcolor: 'grey.100', borderRadius: 3, px: 1.5, py: 0.75 }}>
                  <Link component={RouterLink} to={mine ? '/profile' : profilePath(comment.user.username)} variant="body2" color="text.primary" sx={{ fontWeight: 700 }}>
                    {comment.user.first_name} {comment.user.last_name}
                  </Link>
                  <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {comment.body}
                  </Typography>
                </Box>
                <Stack direction="row" sx={{ gap: 1, pl: 1.5, alignItems: 'center' }}>
                  <RelativeTime date={comment.created_at} />
                  {(mine || item.user.id === user?.id) && (
                    <Link component="button" type="button" variant="caption" color="text.secondary" onClick={() => remove.mutate(comment)} sx={{ fontWeight: 600 }}>
                      {t('community:actions.delete')}
                    </Link>
                  )}
                </Stack>
              </Box>
            </Stack>
          );
        })}
      </Box>
      {user ? <CommentInput send={(body) => callApi(() => api.comment(item.id, body))} onSent={() => refresh(1)} /> : <SignInToAct label={t('community:comments.signIn')} />}
    </Stack>
  );
}
