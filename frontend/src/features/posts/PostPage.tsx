import ArticleIcon from '@mui/icons-material/Article';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ApiError, PostsService } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { usePageTitle } from '../../lib/usePageTitle';
import { callApi, errorMessage } from '../../lib/api';
import { postKeys } from './api';
import { PostCard } from './PostCard';
import { PostSkeleton } from './PostList';
import { usePostsLive } from './usePostsLive';
import './words';

/** GET /posts/{id} answered 404 (deleted, or its author and I blocked each other), or the id is no id. */
function PostUnavailable() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <EmptyState
        icon={ArticleIcon}
        title={t('posts:page.unavailable')}
        text={t('posts:page.unavailableText')}
        action={
          <Button component={Link} to="/" variant="outlined">
            {t('posts:page.back')}
          </Button>
        }
      />
    </Paper>
  );
}

/** `/posts/:id`: one post with its comments open, where a notification about it leads. Kept live. */
export default function PostPage() {
  const { id: param = '' } = useParams();
  const { t } = useTranslation();
  const id = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
  usePostsLive();
  const query = useQuery({
    queryKey: postKeys.one(id ?? 0),
    queryFn: () => callApi(() => PostsService.getPost({ id: id ?? 0 })).then((r) => r.data),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const post = query.data;
  usePageTitle(post ? t('posts:card.label', { name: `${post.user.first_name} ${post.user.last_name}` }) : t('posts:page.title'));

  let content;
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    content = <PostUnavailable />;
  } else if (query.isError) {
    content = <Alert severity="error">{errorMessage(query.error)}</Alert>;
  } else if (!post) {
    content = <PostSkeleton />;
  } else {
    content = <PostCard post={post} commentsOpen />;
  }
  return <Stack sx={{ gap: 2, maxWidth: 680, mx: 'auto' }}>{content}</Stack>;
}
