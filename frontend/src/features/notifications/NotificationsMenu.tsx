import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NotificationsService } from '@plaza/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { HeaderDropdown } from '../../ui/HeaderDropdown';
import { useRealtimeEvent } from '../../lib/realtimeContext';
import { useToast } from '../../lib/toastContext';
import { callApi, errorMessage } from '../../lib/api';
import { EmptyState } from '../../ui/EmptyState';
import { useLivePresence } from '../../lib/livePresence';
import { DROPDOWN_SIZE, fetchNotifications, markCachedRead, notificationKeys, useUnreadCount } from './api';
import { NotificationEntry } from './NotificationEntry';
import { useNotificationsLive } from './useNotificationsLive';
import { useTranslation } from 'react-i18next';
import './words';

function EntrySkeleton({ n }: { n: number }) {
  return (
    <Stack direction="row" sx={{ gap: 1.5, px: 2, py: 1, alignItems: 'center' }} aria-hidden data-skeleton={n}>
      <Skeleton variant="circular" width={45} height={45} />
      <Stack sx={{ flexGrow: 1 }}>
        <Skeleton width="85%" />
        <Skeleton width="35%" />
      </Stack>
    </Stack>
  );
}

/**
 * The header's notifications dropdown (spec §2): the live unread count; opening it shows the latest 5
 * and marks everything read. Mounted once per member, it also keeps notifications and presence live.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  useLivePresence();
  useNotificationsLive();
  const queryClient = useQueryClient();
  const toast = useToast();
  const count = useUnreadCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** The unread count when the menu was opened, plus what arrived while it stayed open. */
  const [newCount, setNewCount] = useState(0);
  const open = anchor !== null;

  const latest = useQuery({
    queryKey: notificationKeys.latest,
    queryFn: () => fetchNotifications(queryClient, 1, DROPDOWN_SIZE),
    enabled: open,
    staleTime: 0,
  });
  useRealtimeEvent('notifications.created', () => {
    if (open) {
      setNewCount((n) => n + 1);
    }
  });
  const markAll = useMutation({
    mutationFn: () => callApi(() => NotificationsService.readAllNotifications()),
    onSuccess: ({ un_read }) => {
      queryClient.setQueryData(notificationKeys.count, un_read);
      markCachedRead(queryClient);
      setNewCount(0);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const onOpen = (event: MouseEvent<HTMLElement>) => {
    setNewCount(count);
    setAnchor(event.currentTarget);
  };
  const close = () => setAnchor(null);
  const items = latest.data?.data ?? [];
  // The API lists items with read_at as it was before the call: the unread ones among the latest
  // count even when the counter had not loaded yet when the menu opened.
  const shownCount = Math.max(newCount, items.filter((item) => item.read_at === null).length);

  return (
    <HeaderDropdown
      label={t('common:nav.notifications')}
      icon={<NotificationsIcon />}
      count={count}
      badgeTestId="notifications-count"
      anchor={anchor}
      onOpen={onOpen}
      onClose={close}
      title={t('notifications:menu.title', { count: shownCount })}
      action={{ label: t('notifications:menu.markAllRead'), onClick: () => markAll.mutate(), disabled: markAll.isPending }}
      viewAllPath="/notifications"
    >
      {latest.isPending && [0, 1, 2].map((n) => <EntrySkeleton key={n} n={n} />)}
      {latest.isError && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
          {errorMessage(latest.error)}
        </Typography>
      )}
      {latest.isSuccess && items.length === 0 && (
        <EmptyState
          dense
          icon={NotificationsNoneIcon}
          title={t('notifications:page.emptyTitle')}
          text={t('notifications:menu.emptyText')}
        />
      )}
      {items.map((notification) => (
        <MenuItem
          key={notification.id}
          component={RouterLink}
          to="/notifications"
          onClick={close}
          sx={{ py: 1, whiteSpace: 'normal', bgcolor: notification.read_at ? undefined : 'rgba(47, 91, 234, 0.06)' }}
        >
          <NotificationEntry notification={notification} />
        </MenuItem>
      ))}
    </HeaderDropdown>
  );
}
