import { NotificationsService, type NotificationPreferencesDto, type PreferenceMatrixDto, type UpdateNotificationPreferencesInput } from '@plaza/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

export type PreferenceKind = keyof PreferenceMatrixDto;
export type Channel = 'in_app' | 'push' | 'email';

/** The grid's rows, in the order a member thinks of them, with the words the page shows. */
export const KIND_LABELS: Record<PreferenceKind, string> = {
  chat_message: 'New chat messages',
  friend_request: 'Friend requests',
  friend_accepted: 'Accepted friend requests',
  post_liked: 'Likes on your posts',
  post_commented: 'Comments on your posts',
  forum_reply: 'Replies in forums',
  event_update: 'Event updates',
  listing_alert: 'Listing alerts and expiry reminders',
  storage_share: 'Files shared with you',
  moderation_notice: 'Moderation and account notices',
};

export const CHANNEL_LABELS: Record<Channel, string> = { in_app: 'In app', push: 'Push', email: 'Email' };

export const preferenceKeys = { all: ['notifications', 'preferences'] as const };

export function usePreferences() {
  return useQuery({
    queryKey: preferenceKeys.all,
    queryFn: async () => (await callApi(() => NotificationsService.getNotificationPreferences())).data,
  });
}

/** Lays a change over the preferences as they are (the page shows it before the server answers). */
function applyChange(current: NotificationPreferencesDto, change: UpdateNotificationPreferencesInput): NotificationPreferencesDto {
  const channels = { ...current.channels };
  for (const [kind, switches] of Object.entries(change.channels ?? {}) as [PreferenceKind, Partial<Record<Channel, boolean>>][]) {
    channels[kind] = { ...channels[kind], ...switches };
  }
  const { channels: _ignored, ...rest } = change;
  return { ...current, ...rest, channels } as NotificationPreferencesDto;
}

/** Saves one change at once: shown immediately, put back as it was if the server refuses it. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateNotificationPreferencesInput) =>
      (await callApi(() => NotificationsService.updateNotificationPreferences({ requestBody: change }))).data,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: preferenceKeys.all });
      const before = queryClient.getQueryData<NotificationPreferencesDto>(preferenceKeys.all);
      if (before) {
        queryClient.setQueryData(preferenceKeys.all, applyChange(before, change));
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) {
        queryClient.setQueryData(preferenceKeys.all, context.before);
      }
    },
    onSuccess: (saved) => queryClient.setQueryData(preferenceKeys.all, saved),
  });
}
