import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PictureInPictureAltIcon from '@mui/icons-material/PictureInPictureAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ChatsService, type ChatDto } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { callApi } from '../../lib/api';
import { UserAvatar } from '../../ui/UserAvatar';
import { closeChatBox, openChatBox } from './chatDock';
import { chatKeys, refreshChatLists } from './chatQueries';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { fullName, otherParticipant } from './model';
import { useChatMessages } from './useChatMessages';
import { useLivePresence, useOtherTyping, useTypingSignal } from './useChatSignals';
import { useTranslation } from 'react-i18next';
import './words';

interface Props {
  chat: ChatDto;
  meId: number;
  /** On a phone the inbox is another screen: a way back to it. */
  showBack: boolean;
}

/**
 * The chat screen (spec §2): the other participant, the messages (older ones load on scroll up)
 * and the composer. Render it with `key={chat.id}`: each chat opens at page 1.
 */
export function ChatConversation({ chat, meId, showBack }: Props) {
  const { t } = useTranslation();
  const other = otherParticipant(chat, meId);
  const name = fullName(other);
  const presence = useLivePresence(other);
  const messages = useChatMessages({ chatId: chat.id, meId, active: true });
  const typing = useOtherTyping(chat.id, meId);
  const signalTyping = useTypingSignal(chat.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const popOut = () => {
    openChatBox(chat);
    void navigate('/show_chat');
  };

  const deleteChat = async () => {
    setDeleting(true);
    try {
      await callApi(() => ChatsService.deleteChat({ id: chat.id }));
      closeChatBox(chat.id);
      queryClient.removeQueries({ queryKey: chatKeys.chat(chat.id) });
      await refreshChatLists(queryClient);
      void navigate('/show_chat', { replace: true });
    } catch (error) {
      // Spec §8: a failed chat delete is only logged.
      console.error('The chat could not be deleted', error);
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1.5, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
      >
        {showBack && (
          <IconButton component={Link} to="/show_chat" aria-label={t('chats:page.backToChats')} edge="start">
            <ArrowBackIcon />
          </IconButton>
        )}
        <UserAvatar user={other} size={45} presence={presence} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography component={showBack ? 'h1' : 'h2'} variant="subtitle1" noWrap sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {name}
          </Typography>
          <Typography
            variant="body2"
            aria-live="polite"
            sx={{ color: typing ? 'primary.main' : 'text.secondary', fontStyle: typing ? 'italic' : 'normal' }}
          >
            {typing ? t('chats:conversation.typing', { name: other.first_name }) : t(`chats:presence.${presence}`)}
          </Typography>
        </Box>
        <Tooltip title={t('chats:conversation.popOut')}>
          <IconButton aria-label={t('chats:conversation.popOut')} onClick={popOut}>
            <PictureInPictureAltIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('chats:conversation.delete')}>
          <IconButton aria-label={t('chats:conversation.delete')} onClick={() => setConfirmDelete(true)} edge="end">
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </Stack>
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
        empty={t('chats:conversation.emptyWith', { name: other.first_name })}
        sx={{ flexGrow: 1, minHeight: 0, bgcolor: 'background.default' }}
      />
      <Composer
        label={t('chats:conversation.messageTo', { name })}
        onSend={messages.send}
        onTyping={signalTyping}
        serverError={messages.sendError}
        // On a phone, opening a chat does not pop the keyboard up.
        autoFocus={!showBack}
      />
      <Dialog open={confirmDelete} onClose={() => !deleting && setConfirmDelete(false)}>
        <DialogTitle>{t('chats:conversation.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('chats:conversation.deleteText', { name: other.first_name })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)} disabled={deleting}>
            {t('chats:conversation.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void deleteChat()} disabled={deleting}>
            {t('chats:conversation.confirmDelete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
