import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatDto } from '@plaza/sdk';
import { formatChatListDate } from '../../lib/format';
import { UserAvatar } from '../../ui/UserAvatar';
import { fullName, otherParticipant, VISUALLY_HIDDEN } from './model';
import { useLivePresence } from './useChatSignals';
import { useTranslation } from 'react-i18next';
import './words';

interface Props {
  chat: ChatDto;
  meId: number | undefined;
}

/** The date a chat entry shows: its last message's, or the chat's own when it has none yet. */
export function chatEntryDate(chat: Pick<ChatDto, 'created_at' | 'last_message'>): string {
  return formatChatListDate(chat.last_message?.created_at ?? chat.created_at);
}

/**
 * A chat in the inbox and the messages dropdown (spec §2): the other participant's 45×45 avatar
 * (or the placeholder) with a presence dot, full name, last message and date 'LLL dd, yyyy hh:mm a'.
 * A chat with messages I have not seen is bold, with their count.
 */
export function ChatEntry({ chat, meId }: Props) {
  const { t } = useTranslation();
  const other = otherParticipant(chat, meId);
  const presence = useLivePresence(other);
  const unread = chat.unseen_count > 0;
  const last = chat.last_message;
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', minWidth: 0, width: '100%' }}>
      <UserAvatar user={other} size={45} presence={presence} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
          <Typography
            component="span"
            variant="body2"
            noWrap
            sx={{ fontWeight: unread ? 800 : 600, flexGrow: 1, minWidth: 0 }}
          >
            {fullName(other)}
          </Typography>
          <Typography
            component="time"
            variant="caption"
            dateTime={last?.created_at ?? chat.created_at}
            noWrap
            sx={{ color: unread ? 'primary.main' : 'text.secondary', fontWeight: unread ? 700 : 400, flexShrink: 0 }}
          >
            {chatEntryDate(chat)}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography
            component="span"
            variant="body2"
            noWrap
            sx={{
              flexGrow: 1,
              minWidth: 0,
              color: unread ? 'text.primary' : 'text.secondary',
              fontWeight: unread ? 700 : 400,
            }}
          >
            {last ? (
              <>
                {last.user_id === meId && (
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                    {t('chats:entry.you')}{' '}
                  </Box>
                )}
                {last.message}
              </>
            ) : (
              <Box component="span" sx={{ fontStyle: 'italic' }}>
                {t('chats:entry.noMessages')}
              </Box>
            )}
          </Typography>
          {unread && (
            <Box
              component="span"
              sx={{
                flexShrink: 0,
                minWidth: 20,
                height: 20,
                px: 0.75,
                borderRadius: 10,
                bgcolor: 'secondary.main',
                color: 'common.white',
                fontSize: 12,
                fontWeight: 700,
                lineHeight: '20px',
                textAlign: 'center',
              }}
            >
              {chat.unseen_count}
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {' '}
                {t('chats:entry.unread', { count: chat.unseen_count })}
              </Box>
            </Box>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
