import type { NotifiedAbout } from '../preferences/preference-kinds';

/** A new chat message, as notification mail and the preferences name it (messages are no notification row). */
export { CHAT_MESSAGE } from '../preferences/preference-kinds';
export type MailedAbout = NotifiedAbout;

/** What a one-click unsubscribe link turns off: the email of some kinds of notification, or the digest. */
export type MailTopic = { kinds: readonly string[] } | { digest: true };

/**
 * What notification mail asks of a member's notification preferences (PreferencesForMail gives
 * it from NotificationPreferences): a small port, so mail is tested and read on its own.
 */
export abstract class MailPreferences {
  /** Does the member want mail about this? */
  abstract wants(userId: number, type: MailedAbout, channel: 'email'): Promise<boolean>;
  /** When the member's quiet hours that hold at `now` end; null when they are not quiet. */
  abstract quietUntil(userId: number, now?: Date): Promise<Date | null>;
  /** The member's time zone (IANA name): a mail dates things in it. */
  abstract timeZone(userId: number): Promise<string>;
  /** The preference kind a type is chosen under (what an unsubscribe link names). */
  abstract kindOf(type: MailedAbout): string;
  /** What an unsubscribe link names, in words for its page ("new chat messages", "the digest"). */
  abstract describe(topic: MailTopic): string[];
  /** Turns off what an unsubscribe link names; answers it in words. */
  abstract unsubscribe(userId: number, topic: MailTopic): Promise<string[]>;
}
