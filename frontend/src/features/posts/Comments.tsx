import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PostsService, type PostDto } from '@plaza/sdk';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { flatUnique, nextPage } from '../../lib/listCache';
import { COMMENTS_PAGE_SIZE, postKeys } from './api';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import './words';

/**
 * The comments of a post, oldest at the top: the newest page comes first, and 'View earlier
 * comments' puts the older ones in front of it. The comment box is at the bottom.
 */
export function Comments({ post, autoFocus = false }: { post: PostDto; autoFocus?: boolean }) {
  const { user } = useAuth();
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: postKeys.comments(post.id),
    queryFn: ({ pageParam }) =>
      callApi(() => PostsService.listComments({ id: post.id, page: pageParam, take: COMMENTS_PAGE_SIZE, order: 'desc' })),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const comments = flatUnique(query.data).reverse();
  const earlier = Math.max(0, post.comments_count - comments.length);

  return (
    <Stack sx={{ gap: 1.5, px: 2, pb: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      {query.hasNextPage && (
        <Link
          component="button"
          type="button"
          variant="body2"
          underline="hover"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
        >
          {query.isFetchingNextPage ? t('posts:comments.loading') : earlier > 0 ? t('posts:comments.earlierCount', { count: earlier }) : t('posts:comments.earlier')}
        </Link>
      )}
      {query.isPending && (
        <Stack role="progressbar" direction="row" sx={{ gap: 1 }} aria-label={t('posts:comments.loadingLabel')}>
          <Skeleton variant="circular" width={36} height={36} />
          <Skeleton variant="rounded" width="60%" height={48} sx={{ borderRadius: 3 }} />
        </Stack>
      )}
      {query.isError && <Alert severity="error">{errorMessage(query.error)}</Alert>}
      {comments.length > 0 && (
        <Box component="ul" aria-label={t('posts:comments.label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} myId={user?.id} mayDelete={post.user.id === user?.id} />
          ))}
        </Box>
      )}
      <CommentForm post={post} autoFocus={autoFocus} />
    </Stack>
  );
}
