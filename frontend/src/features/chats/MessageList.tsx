import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { MessageBubble } from './MessageBubble';
import type { ChatMessage } from './model';
import { useInfiniteScroll } from '../../lib/useInfiniteScroll';
import { useTranslation } from 'react-i18next';
import './words';

interface Props {
  label: string;
  messages: ChatMessage[];
  status: 'loading' | 'ready' | 'error';
  meId: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
  /** What shows when the chat has no message yet. */
  empty?: string;
  sx?: SxProps<Theme>;
}

/** Within this distance of the bottom, a new message keeps the list scrolled to the bottom. */
const STICK_TO_BOTTOM_PX = 120;
/** Relative times are redrawn every minute. */
const CLOCK_MS = 60_000;

/**
 * A chat's messages, newest at the bottom. Scrolling up loads older messages without moving
 * what is on screen; a new message scrolls into view when the member was at the bottom or
 * wrote it.
 */
export function MessageList({ label, messages, status, meId, hasOlder, loadingOlder, onLoadOlder, onRetry, onDiscard, empty, sx = [] }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLUListElement>(null);
  const previous = useRef<{ first?: string; last?: string; height: number; nearBottom: boolean }>({
    height: 0,
    nearBottom: true,
  });
  const [, tick] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const timer = setInterval(tick, CLOCK_MS);
    return () => clearInterval(timer);
  }, []);

  useInfiniteScroll({
    target: ref,
    direction: 'up',
    hasMore: status === 'ready' && hasOlder,
    loading: loadingOlder,
    onLoadMore: onLoadOlder,
    itemCount: messages.length,
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) {
      return undefined;
    }
    const onScroll = () => {
      previous.current.nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_TO_BOTTOM_PX;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) {
      return;
    }
    const first = messages[0]?.key;
    const last = messages.at(-1);
    const before = previous.current;
    if (before.first === undefined) {
      el.scrollTop = el.scrollHeight;
    } else if (first !== before.first && last?.key === before.last) {
      // Older messages were added above: keep the same messages on screen.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last && last.key !== before.last && (before.nearBottom || last.user_id === meId)) {
      el.scrollTop = el.scrollHeight;
    }
    previous.current = {
      first,
      last: last?.key,
      height: el.scrollHeight,
      nearBottom: el.scrollHeight - el.scrollTop - el.clientHeight < STICK_TO_BOTTOM_PX,
    };
  }, [messages, meId]);

  return (
    <Box
      component="ul"
      ref={ref}
      aria-label={label}
      aria-busy={status === 'loading' || loadingOlder}
      sx={[
        {
          m: 0,
          p: 0,
          py: 1,
          overflowY: 'auto',
          // The list keeps its own position when older messages come in above.
          overflowAnchor: 'none',
          display: 'flex',
          flexDirection: 'column',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {/* Pushes a short conversation to the bottom, where the newest message is. */}
      <Box component="li" aria-hidden sx={{ flexGrow: 1, listStyle: 'none' }} />
      {loadingOlder && (
        <Stack component="li" sx={{ alignItems: 'center', py: 1, listStyle: 'none' }}>
          <CircularProgress size={20} aria-label={t('chats:list.loadingOlder')} />
        </Stack>
      )}
      {status === 'loading' &&
        [0, 1, 2].map((i) => (
          <Stack
            component="li"
            key={i}
            sx={{ listStyle: 'none', px: 1.5, py: 0.5, alignItems: i === 1 ? 'flex-end' : 'flex-start' }}
          >
            <Skeleton variant="rounded" width={i === 1 ? 140 : 190} height={44} />
          </Stack>
        ))}
      {status === 'error' && (
        <Typography component="li" color="text.secondary" sx={{ listStyle: 'none', textAlign: 'center', p: 2 }}>
          {t('chats:list.loadFailed')}
        </Typography>
      )}
      {status === 'ready' && messages.length === 0 && (
        <Typography component="li" color="text.secondary" sx={{ listStyle: 'none', textAlign: 'center', p: 2 }}>
          {empty ?? t('chats:list.empty')}
        </Typography>
      )}
      {messages.map((message) => (
        <MessageBubble
          key={message.key}
          message={message}
          mine={message.user_id === meId}
          onRetry={onRetry}
          onDiscard={onDiscard}
        />
      ))}
    </Box>
  );
}
