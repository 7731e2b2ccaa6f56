import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PostsService, type CommentDto } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../lib/toastContext';
import { callApi, errorMessage } from '../../lib/api';
import { profilePath } from '../../lib/paths';
import { presenceOf } from '../../lib/presence';
import { RelativeTime } from '../../ui/RelativeTime';
import { HiddenBadge } from '../../ui/HiddenBadge';
import { ReportMenu } from '../../ui/ReportMenu';
import { UserAvatar } from '../../ui/UserAvatar';
import { dropComment } from './api';
import './words';

interface Props {
  comment: CommentDto;
  myId: number | undefined;
  /** The post is mine: I may delete any comment on it. */
  mayDelete: boolean;
}

/** One comment: avatar, name, text in a bubble, relative time, and Delete for its author or the post's. */
export function CommentItem({ comment, myId, mayDelete }: Props) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const remove = useMutation({
    mutationFn: () => callApi(() => PostsService.deleteComment({ id: comment.post_id, commentId: comment.id })),
    onSuccess: () => dropComment(queryClient, comment),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const author = comment.user;
  const isMine = author.id === myId;
  const to = isMine ? '/profile' : profilePath(author.username);
  const name = `${author.first_name} ${author.last_name}`;

  return (
    <Stack component="li" direction="row" sx={{ gap: 1, alignItems: 'flex-start', opacity: remove.isPending ? 0.5 : 1 }}>
      <UserAvatar user={author} size={36} presence={presenceOf(author)} sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box sx={{ display: 'inline-block', maxWidth: '100%', bgcolor: 'grey.100', borderRadius: 3, px: 1.5, py: 0.75 }}>
          <Link component={RouterLink} to={to} underline="hover" color="text.primary" variant="body2" sx={{ fontWeight: 700 }}>
            {author.first_name} {author.last_name}
          </Link>
          <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {comment.body}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', pl: 1.5 }}>
          <RelativeTime date={comment.created_at} />
          {comment.hidden && <HiddenBadge />}
          {!isMine && <ReportMenu label={t('posts:comment.report', { name })} subject={{ type: 'comment', id: comment.id, noun: t('posts:comment.noun') }} />}
          {(isMine || mayDelete) && (
            <Link
              component="button"
              type="button"
              variant="caption"
              color="text.secondary"
              underline="hover"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
              aria-label={t('posts:comment.deleteLabel', { name })}
              sx={{ fontWeight: 600 }}
            >
              {t('posts:comment.delete')}
            </Link>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
