import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PostDto } from '@plaza/sdk';
import { hashKey, useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../lib/api';
import { useDeferredData, useFirstItems } from '../../lib/renderLater';
import { useInfiniteScroll } from '../../lib/useInfiniteScroll';
import { EmptyState } from '../../ui/EmptyState';
import type { Paged } from '../../lib/listCache';
import { flatUnique, nextPage } from '../../lib/listCache';
import { POSTS_PAGE_SIZE } from './api';
import { PostCard } from './PostCard';
import { usePostsLive } from './usePostsLive';
import './words';

export function PostSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-hidden>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <Skeleton variant="circular" width={45} height={45} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="30%" />
          <Skeleton width="15%" />
        </Box>
      </Stack>
      <Skeleton sx={{ mt: 2 }} />
      <Skeleton width="70%" />
    </Paper>
  );
}

interface Props {
  queryKey: readonly unknown[];
  fetchPage: (page: number, take: number) => Promise<Paged<PostDto>>;
  label: string;
  /** What a screen reader hears while the first page loads ('Loading feed'). */
  loadingLabel: string;
  emptyTitle: string;
  emptyText?: ReactNode;
}

/** Posts, newest first, kept live, loading older ones as the member scrolls (80%, 150 ms throttle). */
export function PostList({ queryKey, fetchPage, label, loadingLabel, emptyTitle, emptyText }: Props) {
  usePostsLive();
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => callApi(() => fetchPage(pageParam, POSTS_PAGE_SIZE)),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  // Posts are drawn in a transition after the update that brings them (slices of a few ms), and
  // of a phone's screenful, two posts, first: the rest of the page follows the first paint.
  const data = useDeferredData(hashKey(queryKey), query.data);
  const posts = flatUnique(data);
  const shown = useFirstItems(posts, 3);
  useInfiniteScroll({
    // Older posts only once this page is all there (a list still being drawn is not short).
    hasMore: query.hasNextPage && shown.length === posts.length,
    loading: query.isFetching,
    onLoadMore: () => void query.fetchNextPage(),
  });

  if (query.isPending || (data === undefined && !query.isError)) {
    return (
      <Stack role="progressbar" aria-label={loadingLabel} sx={{ gap: 2 }}>
        <PostSkeleton />
        <PostSkeleton />
      </Stack>
    );
  }
  if (query.isError) {
    return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  }
  if (posts.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState icon={DynamicFeedIcon} title={emptyTitle} text={emptyText} />
      </Paper>
    );
  }
  return (
    <Stack component="section" aria-label={label} sx={{ gap: 2 }}>
      {shown.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {query.isFetchingNextPage && <PostSkeleton />}
      {query.hasNextPage && !query.isFetchingNextPage && (
        <Button onClick={() => void query.fetchNextPage()} sx={{ alignSelf: 'center' }}>
          {t('posts:list.older')}
        </Button>
      )}
      {!query.hasNextPage && posts.length > POSTS_PAGE_SIZE && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 1 }}>
          {t('posts:list.first')}
        </Typography>
      )}
    </Stack>
  );
}
