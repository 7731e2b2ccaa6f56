import MailIcon from '@mui/icons-material/Mail';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { HeaderDropdown } from '../../ui/HeaderDropdown';
import { useToast } from '../../lib/toastContext';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { ChatEntry } from './ChatEntry';
import { markAllChatsRead, useChatsLiveSync, useLatestChats, useUnseenCount } from './chatQueries';
import { useTranslation } from 'react-i18next';
import './words';

/**
 * The messages dropdown in the top bar (spec §2): '{count} New Messages' (kept live by
 * `messages.unseen`), 'Mark all as read', the latest 9 chats (page 1, newest first) and
 * 'View All' (/show_chat).
 */
export function MessagesMenu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  useChatsLiveSync();
  const count = useUnseenCount().data ?? 0;
  const latest = useLatestChats(open);
  const chats = latest.data ?? [];
  const close = () => setAnchor(null);

  const markAllRead = () => {
    close();
    markAllChatsRead(queryClient).catch((error: unknown) => toast.error(errorMessage(error)));
  };

  return (
    <HeaderDropdown
      label={t('chats:menu.label')}
      icon={<MailIcon />}
      count={count}
      anchor={anchor}
      onOpen={(event) => setAnchor(event.currentTarget)}
      onClose={close}
      title={t('chats:menu.title', { count })}
      action={{ label: t('chats:menu.markAllRead'), to: '/show_chat', onClick: markAllRead }}
      viewAllPath="/show_chat"
      // The list takes the focus (arrow keys reach every entry) without highlighting the first action.
      disableAutoFocusItem
    >
      {latest.isPending &&
        [0, 1, 2].map((i) => (
          <Stack key={i} direction="row" sx={{ gap: 1.5, px: 2, py: 1.25, alignItems: 'center' }}>
            <Skeleton variant="circular" width={45} height={45} />
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton width="55%" />
              <Skeleton width="85%" />
            </Box>
          </Stack>
        ))}
      {!latest.isPending && chats.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 3, py: 3, textAlign: 'center' }}>
          {t('chats:menu.empty')}
        </Typography>
      )}
      {chats.map((chat) => (
        <MenuItem
          key={chat.id}
          component={Link}
          to={`/show_chat/${chat.id}`}
          onClick={close}
          sx={{ py: 1.25, whiteSpace: 'normal', borderBottom: 1, borderColor: 'divider' }}
        >
          <ChatEntry chat={chat} meId={user?.id} />
        </MenuItem>
      ))}
    </HeaderDropdown>
  );
}
