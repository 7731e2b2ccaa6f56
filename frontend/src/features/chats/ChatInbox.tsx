import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Link } from 'react-router';
import { ChatEntry } from './ChatEntry';
import { useInboxChats } from './chatQueries';
import { useInfiniteScroll } from '../../lib/useInfiniteScroll';
import { useTranslation } from 'react-i18next';
import './words';

interface Props {
  meId: number;
  /** The chat open beside the list (desktop). */
  selectedId: number | null;
}

function EntrySkeleton() {
  return (
    <ListItem sx={{ gap: 1.5 }}>
      <Skeleton variant="circular" width={45} height={45} />
      <Box sx={{ flexGrow: 1 }}>
        <Skeleton width="60%" />
        <Skeleton width="85%" />
      </Box>
    </ListItem>
  );
}

/**
 * The inbox (spec §2): my chats, most recent activity first, more loaded as the list is
 * scrolled (80 %, 150 ms). A failed load leaves the list empty (spec §8).
 */
export function ChatInbox({ meId, selectedId }: Props) {
  const { t } = useTranslation();
  const inbox = useInboxChats();
  const listRef = useRef<HTMLUListElement>(null);
  const { chats, hasNextPage, isFetchingNextPage, fetchNextPage, isPending } = inbox;

  useInfiniteScroll({
    target: listRef,
    direction: 'down',
    hasMore: hasNextPage,
    loading: isFetchingNextPage,
    onLoadMore: () => void fetchNextPage(),
    itemCount: chats.length,
  });

  return (
    <List
      ref={listRef}
      aria-label={t('chats:inbox.label')}
      aria-busy={isPending || isFetchingNextPage}
      disablePadding
      sx={{ overflowY: 'auto', flexGrow: 1, minHeight: 0 }}
    >
      {isPending && [0, 1, 2, 3].map((i) => <EntrySkeleton key={i} />)}
      {!isPending && chats.length === 0 && (
        <Stack component="li" sx={{ alignItems: 'center', textAlign: 'center', gap: 1, px: 3, py: 6 }}>
          <ForumOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography sx={{ fontWeight: 600 }}>{t('chats:inbox.emptyTitle')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('chats:inbox.emptyText')}
          </Typography>
        </Stack>
      )}
      {chats.map((chat) => (
        <ListItem key={chat.id} disablePadding>
          <ListItemButton
            component={Link}
            to={`/show_chat/${chat.id}`}
            selected={chat.id === selectedId}
            aria-current={chat.id === selectedId ? 'page' : undefined}
            sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}
          >
            <ChatEntry chat={chat} meId={meId} />
          </ListItemButton>
        </ListItem>
      ))}
      {isFetchingNextPage && (
        <Stack component="li" sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label={t('chats:inbox.loadingMore')} />
        </Stack>
      )}
    </List>
  );
}
