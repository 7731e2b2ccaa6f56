import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { errorMessage } from '../../lib/api';
import { flatUnique, nextPage } from '../../lib/listCache';
import { EmptyState } from '../../ui/EmptyState';
import { MembersOnly } from '../../ui/MembersOnly';
import { fetchNotifications, notificationKeys, PAGE_SIZE } from './api';
import { FriendRequestAnswer } from './FriendRequestAnswer';
import { NotificationEntry } from './NotificationEntry';
import { notificationLink } from './notificationTypes';
import { useInfiniteScroll } from '../../lib/useInfiniteScroll';
import { useTranslation } from 'react-i18next';
import './words';

function Skeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <ListItem key={i} aria-hidden sx={{ gap: 1.5, py: 1.5 }}>
      <Skeleton variant="circular" width={45} height={45} />
      <Stack sx={{ flexGrow: 1 }}>
        <Skeleton width="60%" />
        <Skeleton width="20%" />
      </Stack>
    </ListItem>
  ));
}

/**
 * `/notifications`: every notification, newest first. Older pages load as the member scrolls
 * (80%, throttled to 150 ms) and go below; one that arrives live goes in front. Fetching the
 * list marks them read, so the bell's count drops to 0.
 */
export default function NotificationsRoute() {
  const { t } = useTranslation();
  return (
    <MembersOnly title={t('common:nav.notifications')} text={t('notifications:page.membersOnlyText')}>
      <NotificationsPage />
    </MembersOnly>
  );
}

function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('common:nav.notifications'));
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => fetchNotifications(queryClient, pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
  useInfiniteScroll({
    hasMore: query.hasNextPage,
    loading: query.isFetching,
    onLoadMore: () => void query.fetchNextPage(),
  });
  const items = flatUnique(query.data);
  const total = query.data?.pages[0]?.total;

  return (
    <Stack sx={{ gap: 3, maxWidth: 760, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('common:nav.notifications')}
        </Typography>
        {total !== undefined && total > 0 && <Typography color="text.secondary">{t('notifications:page.total', { count: total })}</Typography>}
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {query.isError && <Alert severity="error">{errorMessage(query.error)}</Alert>}
        {query.isSuccess && items.length === 0 && (
          <EmptyState
            icon={NotificationsNoneIcon}
            title={t('notifications:page.emptyTitle')}
            text={t('notifications:page.emptyText')}
          />
        )}
        {(query.isPending || items.length > 0) && (
          <List disablePadding aria-label={t('common:nav.notifications')} aria-busy={query.isFetching}>
            {query.isPending && <Skeletons count={6} />}
            {items.map((notification) => (
              <ListItem
                key={notification.id}
                disablePadding
                divider
                sx={{ flexDirection: 'column', alignItems: 'stretch', bgcolor: notification.read_at ? undefined : 'rgba(47, 91, 234, 0.06)' }}
              >
                <ListItemButton component={Link} to={notificationLink(notification)} sx={{ py: 1.5 }}>
                  <NotificationEntry notification={notification} />
                </ListItemButton>
                {notification.type === 'FriendRequest' && notification.state === 'pending' && <FriendRequestAnswer notification={notification} />}
              </ListItem>
            ))}
            {query.isFetchingNextPage && <Skeletons count={2} />}
          </List>
        )}
      </Paper>
      {query.hasNextPage && !query.isFetchingNextPage && (
        <Button onClick={() => void query.fetchNextPage()} sx={{ alignSelf: 'center' }}>
          {t('notifications:page.showOlder')}
        </Button>
      )}
      {query.isSuccess && !query.hasNextPage && items.length > PAGE_SIZE && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('notifications:page.allShown')}
        </Typography>
      )}
    </Stack>
  );
}
