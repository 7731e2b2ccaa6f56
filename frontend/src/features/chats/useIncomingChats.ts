import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useRealtimeEvent } from '../../lib/realtimeContext';
import { useUnreadInTitle } from '../../lib/usePageTitle';
import { callApi } from '../../lib/api';
import { playMessageSound } from '../../lib/messageSound';
import { useUnreadCount } from '../notifications';
import { ChatsService } from '@plaza/sdk';
import { revealChatBox } from './chatDock';
import { chatKeys, useUnseenCount } from './chatQueries';

/**
 * What a member notices of a message that arrives while they are on another page, as large
 * social networks do: the chat's floating box opens (folded to its header on a phone) or flashes,
 * a sound plays when they chose one, and the tab's title counts what is unread. The chat screen
 * shows its messages itself, so nothing pops up there.
 */
export function useIncomingChats(): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const theme = useTheme();
  const roomy = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const messages = useUnseenCount().data ?? 0;
  const notifications = useUnreadCount();
  useUnreadInTitle(messages + notifications);

  useRealtimeEvent('messages.unseen', ({ chat_id }) => {
    if (chat_id === undefined || pathname.startsWith('/show_chat')) {
      return;
    }
    playMessageSound();
    queryClient
      .fetchQuery({
        queryKey: chatKeys.chat(chat_id),
        queryFn: () => callApi(() => ChatsService.getChat({ id: chat_id })).then((r) => r.data),
        staleTime: 60_000,
      })
      .then((chat) => revealChatBox(chat, !roomy))
      .catch(() => undefined); // The count still shows it in the header.
  });
}
