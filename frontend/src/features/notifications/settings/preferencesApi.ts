import { NotificationsService, type NotificationPreferencesDto, type PreferenceMatrixDto, type UpdateNotificationPreferencesInput } from '@plaza/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { tk } from '../../../i18n/keys';
import '../words';

export type PreferenceKind = keyof PreferenceMatrixDto;
export type Channel = 'in_app' | 'push' | 'email';

/** The grid's rows, in the order a member thinks of them, with the keys of the words the page shows. */
export const KIND_LABELS: Record<PreferenceKind, string> = {
  chat_message: tk('notifications:settings.kinds.chat_message'),
  friend_request: tk('notifications:settings.kinds.friend_request'),
  friend_accepted: tk('notifications:settings.kinds.friend_accepted'),
  post_liked: tk('notifications:settings.kinds.post_liked'),
  post_commented: tk('notifications:settings.kinds.post_commented'),
  forum_reply: tk('notifications:settings.kinds.forum_reply'),
  event_update: tk('notifications:settings.kinds.event_update'),
  listing_alert: tk('notifications:settings.kinds.listing_alert'),
  storage_share: tk('notifications:settings.kinds.storage_share'),
  moderation_notice: tk('notifications:settings.kinds.moderation_notice'),
};

export const CHANNEL_LABELS: Record<Channel, string> = {
  in_app: tk('notifications:settings.channels.in_app'),
  push: tk('notifications:settings.channels.push'),
  email: tk('notifications:settings.channels.email'),
};

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
