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
    heading: 'Received',
    icon: CallReceivedIcon,
    empty: 'No requests waiting',
    text: 'When someone asks to be your friend, you can accept or decline here.',
  },
  outgoing: {
    heading: 'Sent',
    icon: CallMadeIcon,
    empty: 'No requests sent',
    text: 'Requests you send wait here until they are answered; you can cancel them meanwhile.',
  },
} as const;

function RequestList({ direction }: { direction: FriendRequestDirection }) {
  const [page, setPage] = useState(1);
  const query = useFriendRequests(direction, page);
  const copy = COPY[direction];
  const id = `requests-${direction}`;
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {copy.heading}
        {waiting(query.data, direction) > 0 ? ` (${waiting(query.data, direction)})` : ''}
      </Typography>
      <PagedList
        query={query}
        label={`${copy.heading} requests`}
        page={page}
        onPage={setPage}
        skeletons={2}
        renderItem={(item) => <FriendItem key={item.id} item={item} />}
        empty={<EmptyState dense icon={copy.icon} title={copy.empty} text={copy.text} />}
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
