import { Injectable } from '@nestjs/common';
import type { UpdateNotificationPreferencesInput } from '../preferences/dto/notification-preferences.dto';
import { NotificationPreferences } from '../preferences/notification-preferences.service';
import { kindOf, PREFERENCE_KINDS, type PreferenceKind } from '../preferences/preference-kinds';
import { MailPreferences, type MailedAbout, type MailTopic } from './mail-preferences';

/** Each kind in the words of an unsubscribe page ("You will no longer get email about: …"). */
const KIND_WORDS: Record<PreferenceKind, string> = {
  friend_request: 'friend requests',
  friend_accepted: 'accepted friend requests',
  post_liked: 'likes of your posts',
  post_commented: 'comments on your posts',
  chat_message: 'new chat messages',
  forum_reply: 'forum replies',
  event_update: 'your events',
  listing_alert: 'listing alerts and expiry reminders',
  storage_share: 'files shared with you',
  moderation_notice: 'moderation notices',
};

const isKind = (kind: string): kind is PreferenceKind => (PREFERENCE_KINDS as readonly string[]).includes(kind);

/** Notification mail's view of the member's notification preferences. */
@Injectable()
export class PreferencesForMail extends MailPreferences {
  constructor(private readonly preferences: NotificationPreferences) {
    super();
  }

  wants(userId: number, type: MailedAbout, channel: 'email'): Promise<boolean> {
    return this.preferences.wants(userId, type, channel);
  }

  quietUntil(userId: number, now?: Date): Promise<Date | null> {
    return this.preferences.quietUntil(userId, now);
  }

  async timeZone(userId: number): Promise<string> {
    return (await this.preferences.get(userId)).time_zone;
  }

  kindOf(type: MailedAbout): string {
    return kindOf(type);
  }

  describe(topic: MailTopic): string[] {
    return 'digest' in topic
      ? ['the digest of what you missed']
      : topic.kinds.filter(isKind).map((kind) => KIND_WORDS[kind]);
  }

  async unsubscribe(userId: number, topic: MailTopic): Promise<string[]> {
    const change: UpdateNotificationPreferencesInput =
      'digest' in topic
        ? { digest: 'off' }
        : {
            channels: Object.fromEntries(
              topic.kinds.filter(isKind).map((kind) => [kind, { email: false }]),
            ) as UpdateNotificationPreferencesInput['channels'],
          };
    await this.preferences.update(userId, change);
    return this.describe(topic);
  }
}
