import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FriendsService, type FriendListItemDto, type FriendRequestDirection } from '@plaza/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../lib/api';
import { EmptyState } from '../../ui/EmptyState';
import { FRIENDS_PAGE_SIZE, friendKeys, type FriendsPage } from './api';
import { FriendItem } from './FriendItem';
import { PagedList } from '../../ui/PagedList';
import { tk } from '../../i18n/keys';
import { useTranslation } from 'react-i18next';
import './words';

const WAITING: Record<FriendRequestDirection, FriendListItemDto['friendship_state']> = {
  incoming: 'request_received',
  outgoing: 'request_sent',
};

/**
 * How many requests of a list still wait: an answered one stays in the cached page with its new
 * state until the list is fetched again, so it no longer counts.
 */
function waiting(data: FriendsPage | undefined, direction: FriendRequestDirection): number {
  if (!data) {
    return 0;
  }
  const answered = data.data.filter((item) => item.friendship_state !== WAITING[direction]).length;
  return Math.max(0, data.total - answered);
}

/** The received requests that wait for an answer (the Requests tab's badge). */
export function useWaitingRequests(): number {
  return waiting(useFriendRequests('incoming').data, 'incoming');
}

/** GET /friends/requests?direction=…: pending requests, newest first. */
export function useFriendRequests(direction: FriendRequestDirection, page = 1) {
  return useQuery({
    queryKey: friendKeys.requests(direction, page),
    queryFn: () => callApi(() => FriendsService.listFriendRequests({ direction, page, take: FRIENDS_PAGE_SIZE })),
    placeholderData: keepPreviousData,
  });
}

const COPY = {
  incoming: {
    heading: tk('friends:requests.received'),
    label: tk('friends:requests.receivedLabel'),
    icon: CallReceivedIcon,
    empty: tk('friends:requests.receivedEmpty'),
    text: tk('friends:requests.receivedText'),
  },
  outgoing: {
    heading: tk('friends:requests.sent'),
    label: tk('friends:requests.sentLabel'),
    icon: CallMadeIcon,
    empty: tk('friends:requests.sentEmpty'),
    text: tk('friends:requests.sentText'),
  },
} as const;

function RequestList({ direction }: { direction: FriendRequestDirection }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useFriendRequests(direction, page);
  const count = waiting(query.data, direction);
  const copy = COPY[direction];
  const id = `requests-${direction}`;
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {count > 0 ? t('friends:requests.count', { heading: t(copy.heading), count }) : t(copy.heading)}
      </Typography>
      <PagedList
        query={query}
        label={t(copy.label)}
        page={page}
        onPage={setPage}
        skeletons={2}
        renderItem={(item) => <FriendItem key={item.id} item={item} />}
        empty={<EmptyState dense icon={copy.icon} title={t(copy.empty)} text={t(copy.text)} />}
      />
    </section>
  );
}

/** My pending requests: received ones with Accept / Decline, sent ones with Cancel. */
export function FriendRequests() {
  return (
    <Stack sx={{ gap: 3 }}>
      <RequestList direction="incoming" />
      <RequestList direction="outgoing" />
    </Stack>
  );
}
