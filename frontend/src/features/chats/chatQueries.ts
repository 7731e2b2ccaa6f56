import { ChatsService } from '@plaza/sdk';
import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useMyChannel, useOnSynced, useRealtimeEvent } from '../../lib/realtimeContext';
import { callApi } from '../../lib/api';
import { MENU_CHATS } from './model';
import { flatUnique, nextPage } from '../../lib/listCache';

/** Chats in the inbox per page. */
export const INBOX_PAGE_SIZE = 15;

export const chatKeys = {
  all: ['chats'] as const,
  lists: ['chats', 'list'] as const,
  inbox: ['chats', 'list', 'inbox'] as const,
  latest: ['chats', 'list', 'latest'] as const,
  unseen: ['chats', 'unseen'] as const,
  chat: (id: number) => ['chats', 'chat', id] as const,
};

/** Spec §2: the messages dropdown's count (`messages_count`). */
export function useUnseenCount(enabled = true) {
  return useQuery({
    queryKey: chatKeys.unseen,
    queryFn: () => callApi(() => ChatsService.countUnseenMessages()).then((r) => r.messages_count),
    enabled,
  });
}

/** Spec §2: the latest 9 chats, page 1, newest first. */
export function useLatestChats(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.latest,
    queryFn: () =>
      callApi(() => ChatsService.listChats({ page: 1, take: MENU_CHATS, order: 'desc' })).then((r) => r.data),
    enabled,
  });
}

/** The inbox: pages of chats, most recent activity first, loaded as the member scrolls. */
export function useInboxChats() {
  const query = useInfiniteQuery({
    queryKey: chatKeys.inbox,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      callApi(() => ChatsService.listChats({ page: pageParam, take: INBOX_PAGE_SIZE, order: 'desc' })),
    getNextPageParam: nextPage,
  });
  // New activity moves chats up between page loads: a chat seen on an earlier page is kept once.
  const chats = useMemo(() => flatUnique(query.data), [query.data]);
  return { ...query, chats };
}

/** One chat of mine; a failure (404 for an unknown or someone else's chat) is the not-found state. */
export function useChat(id: number | null) {
  return useQuery({
    queryKey: chatKeys.chat(id ?? 0),
    queryFn: () => callApi(() => ChatsService.getChat({ id: id ?? 0 })).then((r) => r.data),
    enabled: id !== null,
  });
}

/** Chat lists show new last messages and unread marks: refetch them. */
export function refreshChatLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: chatKeys.lists });
}

/** 'Mark all as read': every message sent to me is seen; the count comes back with the answer. */
export async function markAllChatsRead(queryClient: QueryClient): Promise<void> {
  const { messages_count } = await callApi(() => ChatsService.readAllChats());
  queryClient.setQueryData(chatKeys.unseen, messages_count);
  await refreshChatLists(queryClient);
}

/**
 * Keeps the member's chat data live: the unseen count from `messages.unseen` (which also means
 * a chat's last message or unread mark changed), and everything again once my channel is
 * (re)joined, for what was sent before.
 */
export function useChatsLiveSync(): void {
  const queryClient = useQueryClient();

  useRealtimeEvent('messages.unseen', ({ messages_count }) => {
    queryClient.setQueryData(chatKeys.unseen, messages_count);
    void refreshChatLists(queryClient);
  });

  useOnSynced(useMyChannel(), () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.all, refetchType: 'active' });
  });
}
