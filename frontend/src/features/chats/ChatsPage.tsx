import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { useAuth } from '../../lib/auth/authContext';
import { ChatConversation } from './ChatConversation';
import { ChatInbox } from './ChatInbox';
import { useChat } from './chatQueries';
import { fullName, otherParticipant } from './model';
import { useTranslation } from 'react-i18next';
import './words';

/** A chat id from the address; null for anything that cannot be one (it is then not found). */
function parseChatId(raw: string | undefined): number | null {
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** Spec §4, §8: an unknown chat, or someone else's, is not found. */
export function ChatNotFound() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ alignItems: 'center', justifyContent: 'center', textAlign: 'center', gap: 2, p: 4, height: '100%' }}>
      <SearchOffIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="h2">
        {t('chats:page.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 360 }}>
        {t('chats:page.notFoundText')}
      </Typography>
      <Button component={Link} to="/show_chat" variant="outlined">
        {t('chats:page.backToChats')}
      </Button>
    </Stack>
  );
}

function NoChatOpen() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ alignItems: 'center', justifyContent: 'center', textAlign: 'center', gap: 1.5, p: 4, height: '100%' }}>
      <ChatBubbleOutlineIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="h2">
        {t('chats:page.noChatTitle')}
      </Typography>
      <Typography color="text.secondary">{t('chats:page.noChatText')}</Typography>
    </Stack>
  );
}

function ConversationSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack role="progressbar" direction="row" sx={{ alignItems: 'center', gap: 1.5, px: 2, py: 1.25 }} aria-label={t('chats:page.loadingChat')}>
      <Skeleton variant="circular" width={45} height={45} />
      <Box sx={{ flexGrow: 1 }}>
        <Skeleton width={180} />
        <Skeleton width={80} />
      </Box>
    </Stack>
  );
}

/** The open chat: loading, not found, or the conversation. */
function ChatPane({ chatId, meId, showBack }: { chatId: number | null; meId: number; showBack: boolean }) {
  const chat = useChat(chatId);
  if (chatId === null || chat.isError) {
    return <ChatNotFound />;
  }
  if (!chat.data) {
    return <ConversationSkeleton />;
  }
  return <ChatConversation key={chatId} chat={chat.data} meId={meId} showBack={showBack} />;
}

function useChatTitle(chatId: number | null, meId: number, hasParam: boolean): string {
  const { t } = useTranslation();
  const chat = useChat(chatId);
  if (!hasParam) {
    return t('common:nav.chats');
  }
  if (chatId === null || chat.isError) {
    return t('chats:page.notFoundTitle');
  }
  return chat.data ? fullName(otherParticipant(chat.data, meId)) : t('chats:chatTitle');
}

/**
 * `/show_chat` and `/show_chat/:chatId`. On a wide screen the inbox sits on the left and the
 * open chat on the right; on a phone one at a time.
 */
export default function ChatsPage() {
  const { t } = useTranslation();
  const { chatId: raw } = useParams();
  const { user } = useAuth();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const meId = user?.id ?? 0;
  const hasParam = raw !== undefined;
  const chatId = parseChatId(raw);
  usePageTitle(useChatTitle(chatId, meId, hasParam));

  const showInbox = wide || !hasParam;
  const showChat = wide || hasParam;

  return (
    <Stack
      sx={{
        // The page fills the window below the top bar; the lists scroll inside it.
        height: { xs: 'calc(100dvh - 56px - 32px)', sm: 'calc(100dvh - 64px - 48px)', lg: 'calc(100dvh - 64px - 64px)' },
        minHeight: 420,
        gap: 2,
      }}
    >
      {showInbox && (
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('common:nav.chats')}
        </Typography>
      )}
      <Paper
        variant="outlined"
        sx={{ flexGrow: 1, minHeight: 0, display: 'flex', overflow: 'hidden' }}
      >
        {showInbox && (
          <Stack
            sx={{
              width: wide ? 340 : '100%',
              flexShrink: 0,
              borderRight: wide ? 1 : 0,
              borderColor: 'divider',
              minHeight: 0,
            }}
          >
            <ChatInbox meId={meId} selectedId={chatId} />
          </Stack>
        )}
        {showChat && (
          <Box component="section" aria-label={t('chats:page.conversation')} sx={{ flexGrow: 1, minWidth: 0, minHeight: 0 }}>
            {hasParam ? <ChatPane chatId={chatId} meId={meId} showBack={!wide} /> : <NoChatOpen />}
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
