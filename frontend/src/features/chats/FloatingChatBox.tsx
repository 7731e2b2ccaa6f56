import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import MinimizeIcon from '@mui/icons-material/Minimize';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { Link } from 'react-router';
import { PRESENCE_COLOR } from '../../lib/presence';
import { attendChatBox, closeChatBox, toggleChatBox, type DockedChat } from './chatDock';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { fullName, otherParticipant, VISUALLY_HIDDEN } from './model';
import { useChatMessages } from './useChatMessages';
import { useLivePresence, useOtherTyping, useTypingSignal } from './useChatSignals';
import { useTranslation } from 'react-i18next';
import './words';

/** Spec §2, §9: the floating box's message list is 280px high. */
export const FLOATING_LIST_HEIGHT = 280;

/** A new message's flash of the header: three pulses to the accent colour and back. */
const pulse = keyframes`
  50% { background-color: #ff7a45; }
`;

interface Props {
  box: DockedChat;
  meId: number;
}

/**
 * A floating chat box (spec §2): the other participant's first and last name with an online dot
 * and a close control; a 280px list, newest at the bottom, loading older messages on scroll up;
 * the message input below. The box can be folded to its header, which then counts what came in.
 */
export function FloatingChatBox({ box, meId }: Props) {
  const { t } = useTranslation();
  const { chat, minimized, flash, attended } = box;
  const other = otherParticipant(chat, meId);
  const name = fullName(other);
  const presence = useLivePresence(other);
  // A box that popped up by itself marks nothing seen until the member turns to it.
  const messages = useChatMessages({ chatId: chat.id, meId, active: !minimized && attended });
  const attend = () => attendChatBox(chat.id);
  const typing = useOtherTyping(chat.id, meId);
  const signalTyping = useTypingSignal(chat.id);

  return (
    <Paper
      component="section"
      aria-label={t('chats:box.label', { name })}
      elevation={8}
      onPointerDown={attend}
      onFocus={attend}
      sx={{
        width: { xs: '100%', sm: 320 },
        pointerEvents: 'auto',
        overflow: 'hidden',
        borderBottomLeftRadius: 0,
        borderBottomRightRadius: 0,
        border: 1,
        borderBottom: 0,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {/* A click on the header folds or unfolds the box; the buttons do it for the keyboard. */}
      <Stack
        // A new key restarts the flash for each message that arrives.
        key={flash}
        data-flash={flash > 0 ? 'true' : undefined}
        direction="row"
        onClick={() => toggleChatBox(chat.id)}
        sx={{
          animation: flash > 0 ? `${pulse} 0.7s ease-in-out 3` : 'none',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          alignItems: 'center',
          gap: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          pl: 1.5,
          pr: 0.5,
          py: 0.5,
          cursor: 'pointer',
        }}
      >
        <Box
          component="span"
          role="img"
          aria-label={t(`chats:presence.${presence}`)}
          title={t(`chats:presence.${presence}`)}
          sx={{
            width: 10,
            height: 10,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: PRESENCE_COLOR[presence],
            border: 2,
            borderColor: 'common.white',
            boxSizing: 'content-box',
          }}
        />
        <Typography component="h2" variant="subtitle2" noWrap sx={{ fontWeight: 700, minWidth: 0, flexGrow: 1 }}>
          {name}
        </Typography>
        {(minimized || !attended) && messages.unseen > 0 && (
          <Box
            component="span"
            sx={{
              flexShrink: 0,
              minWidth: 20,
              height: 20,
              px: 0.75,
              borderRadius: 10,
              bgcolor: 'secondary.main',
              fontSize: 12,
              fontWeight: 700,
              lineHeight: '20px',
              textAlign: 'center',
            }}
          >
            {messages.unseen}
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {' '}
              {t('chats:entry.unread', { count: messages.unseen })}
            </Box>
          </Box>
        )}
        <Stack direction="row" onClick={(event) => event.stopPropagation()} sx={{ flexShrink: 0 }}>
          <IconButton
            component={Link}
            to={`/show_chat/${chat.id}`}
            aria-label={t('chats:box.open', { name })}
            size="small"
            color="inherit"
          >
            <OpenInFullIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={minimized ? t('chats:box.unfold', { name }) : t('chats:box.fold', { name })}
            aria-expanded={!minimized}
            onClick={() => toggleChatBox(chat.id)}
            size="small"
            color="inherit"
          >
            {minimized ? <ExpandLessIcon fontSize="small" /> : <MinimizeIcon fontSize="small" />}
          </IconButton>
          <IconButton aria-label={t('chats:box.close', { name })} onClick={() => closeChatBox(chat.id)} size="small" color="inherit">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      </Stack>
      {!minimized && (
        <>
          <MessageList
            label={t('chats:conversation.messagesWith', { name })}
            messages={messages.messages}
            status={messages.status}
            meId={meId}
            hasOlder={messages.hasOlder}
            loadingOlder={messages.loadingOlder}
            onLoadOlder={messages.loadOlder}
            onRetry={messages.retry}
            onDiscard={messages.discard}
            sx={{ height: FLOATING_LIST_HEIGHT, bgcolor: 'background.default' }}
          />
          <Typography
            variant="caption"
            color="text.secondary"
            aria-live="polite"
            sx={{ px: 1.5, minHeight: 18, bgcolor: 'background.default', fontStyle: 'italic' }}
          >
            {typing ? t('chats:conversation.typing', { name: other.first_name }) : ''}
          </Typography>
          <Composer
            dense
            label={t('chats:conversation.messageTo', { name })}
            onSend={messages.send}
            onTyping={signalTyping}
            serverError={messages.sendError}
          />
        </>
      )}
    </Paper>
  );
}
