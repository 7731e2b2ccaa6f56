import type { NotificationType } from '../../../realtime/socket-events';

/** A new chat message, as notification mail and the preferences name it (messages are no notification row). */
export const CHAT_MESSAGE = 'ChatMessage';
export type MailedAbout = NotificationType | typeof CHAT_MESSAGE;

/** What a one-click unsubscribe link turns off: the email of some kinds of notification, or the digest. */
export type MailTopic = { kinds: readonly string[] } | { digest: true };

/**
 * What notification mail asks of a member's notification preferences; provided by the
 * preferences service of this domain (notifications.module.ts binds it).
 */
export abstract class MailPreferences {
  /** Does the member want mail about this? */
  abstract wants(userId: number, type: MailedAbout, channel: 'email'): Promise<boolean>;
  /** When the member's quiet hours that hold at `now` end; null when they are not quiet. */
  abstract quietUntil(userId: number, now?: Date): Promise<Date | null>;
  /** The preference kind a type is chosen under (what an unsubscribe link names). */
  abstract kindOf(type: MailedAbout): string;
  /** What an unsubscribe link names, in words for its page ("new chat messages", "the digest"). */
  abstract describe(topic: MailTopic): string[];
  /** Turns off what an unsubscribe link names; answers it in words. */
  abstract unsubscribe(userId: number, topic: MailTopic): Promise<string[]>;
}
