import MailIcon from '@mui/icons-material/Mail';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useToast } from '../../app/toasts/toastContext';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../auth/authContext';
import { ChatEntry } from './ChatEntry';
import { markAllChatsRead, useChatsLiveSync, useLatestChats, useUnseenCount } from './chatQueries';

/**
 * The messages dropdown in the top bar (spec §2): '{count} New Messages' (kept live by
 * `messages.unseen`), 'Mark all as read', the latest 9 chats (page 1, newest first) and
 * 'View All' (/show_chat).
 */
export function MessagesMenu() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
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
    <>
      <IconButton
        color="inherit"
        aria-label="Messages"
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={count} color="secondary" max={99}>
          <MailIcon />
        </Badge>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        // The list takes the focus (arrow keys reach every entry) without highlighting the first action.
        disableAutoFocusItem
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 380, maxWidth: 'calc(100% - 16px)', mt: 1, border: 1, borderColor: 'divider' } },
          list: { 'aria-label': 'Messages', sx: { py: 0 } },
        }}
      >
        <Stack direction="row" sx={{ px: 2, py: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {count} New Messages
          </Typography>
          <MenuItem
            component={Link}
            to="/show_chat"
            onClick={markAllRead}
            sx={{ color: 'primary.main', fontSize: 14, fontWeight: 600, minHeight: 0, py: 0.5, px: 1, borderRadius: 1 }}
          >
            Mark all as read
          </MenuItem>
        </Stack>
        <Divider sx={{ my: '0 !important' }} />
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
            Nothing here yet: your conversations will show up here.
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
        <MenuItem
          component={Link}
          to="/show_chat"
          onClick={close}
          sx={{ justifyContent: 'center', color: 'primary.main', fontWeight: 600, py: 1.25 }}
        >
          View All
        </MenuItem>
      </Menu>
    </>
  );
}
