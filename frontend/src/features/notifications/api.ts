import { NotificationsService, type UserSummaryDto, type NotificationDto, type NotificationState } from '@plaza/sdk';
import type { RealtimeNotification } from '@plaza/sdk/realtime-events';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { prependTo, prependToPage, type Paged, type Pages } from '../../lib/listCache';

/** Spec §9: the dropdown shows the latest 5, page 1, newest first. */
export const DROPDOWN_SIZE = 5;
export const PAGE_SIZE = 15;

export const notificationKeys = {
  count: ['notifications', 'count'] as const,
  latest: ['notifications', 'latest'] as const,
  list: ['notifications', 'list'] as const,
};

/**
 * A notification as listed, or as it arrived live: a live one's actor has no presence yet, so it
 * shows without a dot.
 */
export type NotificationItem = Omit<NotificationDto, 'user' | 'state'> & {
  user: Pick<UserSummaryDto, 'id' | 'first_name' | 'last_name' | 'avatar' | 'username'> & Partial<Pick<UserSummaryDto, 'is_online' | 'status'>>;
  /** The server's state, or `declined` once the member declined the request from this entry. */
  state: NotificationState | 'declined' | null;
};

export function fromRealtime(event: RealtimeNotification): NotificationItem {
  const { id, type, created_at, user, description, subject, read_at, state } = event;
  return { id, type, created_at, user, description, subject, read_at, state };
}

/** Every cached copy of notification `id` gets `state` (a friend request answered from its entry). */
export function setCachedState(queryClient: QueryClient, id: number, state: NotificationItem['state']): void {
  const patch = (item: NotificationItem) => (item.id === id ? { ...item, state } : item);
  queryClient.setQueryData<Paged<NotificationItem>>(notificationKeys.latest, (page) => page && { ...page, data: page.data.map(patch) });
  queryClient.setQueryData<Pages<NotificationItem>>(
    notificationKeys.list,
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(patch) })) },
  );
}

/** GET /notifications/count-unread → un_read. */
export function useUnreadCount(enabled = true): number {
  const query = useQuery({
    queryKey: notificationKeys.count,
    queryFn: async () => (await callApi(() => NotificationsService.countUnreadNotifications())).un_read,
    enabled,
  });
  return query.data ?? 0;
}

/** GET /notifications: the server marks them all read, and the unread counter drops to 0 (spec §4). */
export async function fetchNotifications(queryClient: QueryClient, page: number, take: number): Promise<Paged<NotificationItem>> {
  const result = await callApi(() => NotificationsService.listNotifications({ page, take, order: 'desc' }));
  queryClient.setQueryData(notificationKeys.count, 0);
  return result;
}

/** Shows every cached notification as read (after 'Mark all as read'). */
export function markCachedRead(queryClient: QueryClient): void {
  const now = new Date().toISOString();
  const read = (item: NotificationItem) => (item.read_at ? item : { ...item, read_at: now });
  queryClient.setQueryData<Paged<NotificationItem>>(notificationKeys.latest, (page) => page && { ...page, data: page.data.map(read) });
  queryClient.setQueryData<Pages<NotificationItem>>(
    notificationKeys.list,
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(read) })) },
  );
}

/** A live notification goes in front of the cached lists (the dropdown keeps 5). */
export function prependNotification(queryClient: QueryClient, item: NotificationItem): void {
  prependToPage(queryClient, notificationKeys.latest, item, DROPDOWN_SIZE);
  prependTo(queryClient, notificationKeys.list, item);
}
