import type { NotificationType } from '../../../realtime/socket-events';

/**
 * What a member chooses about, per channel: the kinds of notification as a member names them.
 * Each groups the NotificationTypes the domains declare (a like of a post, a blog, a picture or a
 * video is one "post liked"); chat messages are no notification row but a kind of their own.
 */
export const PREFERENCE_KINDS = [
  'friend_request',
  'friend_accepted',
  'post_liked',
  'post_commented',
  'chat_message',
  'forum_reply',
  'event_update',
  'listing_alert',
  'storage_share',
  'moderation_notice',
] as const;
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];

export const CHANNELS = ['in_app', 'push', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** A new chat message: no NotificationType (the chat's unseen counter is its in-app signal). */
export const CHAT_MESSAGE = 'ChatMessage';
export type NotifiedAbout = NotificationType | typeof CHAT_MESSAGE;

/** Every NotificationType's kind; the compiler refuses a new type left out. */
const KIND_OF: Record<NotifiedAbout, PreferenceKind> = {
  FriendRequest: 'friend_request',
  FriendAccept: 'friend_accepted',
  LikedPost: 'post_liked',
  LikedBlog: 'post_liked',
  LikedPicture: 'post_liked',
  LikedVideo: 'post_liked',
  CommentedPost: 'post_commented',
  CommentedBlog: 'post_commented',
  CommentedPicture: 'post_commented',
  CommentedVideo: 'post_commented',
  ChatMessage: 'chat_message',
  RepliedForum: 'forum_reply',
  GoingEvent: 'event_update',
  InterestedEvent: 'event_update',
  ListingMatch: 'listing_alert',
  ListingExpiring: 'listing_alert',
  StorageShared: 'storage_share',
  ReportResolved: 'moderation_notice',
  ModerationNotice: 'moderation_notice',
  ExportReady: 'moderation_notice',
};

/** The kind a notification type (or a kind itself) is chosen under. */
export function kindOf(type: NotifiedAbout | PreferenceKind): PreferenceKind {
  return (PREFERENCE_KINDS as readonly string[]).includes(type) ? (type as PreferenceKind) : KIND_OF[type as NotifiedAbout];
}

export type ChannelSwitches = Record<Channel, boolean>;
export type PreferenceMatrix = Record<PreferenceKind, ChannelSwitches>;

/**
 * The defaults: everything in the app; pushed to the phone what asks for an answer (messages,
 * requests, replies); mailed friend requests and messages (mail waits until the member is away).
 */
export const DEFAULT_MATRIX: PreferenceMatrix = Object.fromEntries(
  PREFERENCE_KINDS.map((kind) => [
    kind,
    {
      in_app: true,
      push: kind === 'chat_message' || kind === 'friend_request' || kind === 'forum_reply',
      email: kind === 'chat_message' || kind === 'friend_request',
    },
  ]),
) as PreferenceMatrix;

export const DEFAULT_DIGEST: DigestFrequency = 'weekly';
export const DEFAULT_TIME_ZONE = 'UTC';

/** The stored overrides of the defaults (only what the member changed), laid over the defaults. */
export function matrixOf(overrides: Partial<Record<string, Partial<ChannelSwitches>>>): PreferenceMatrix {
  return Object.fromEntries(PREFERENCE_KINDS.map((kind) => [kind, { ...DEFAULT_MATRIX[kind], ...overrides[kind] }])) as PreferenceMatrix;
}

/** True for an IANA time zone name this runtime knows ('Europe/Paris', 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock hour, minute and second at `now` in `timeZone`. */
function localTime(now: Date, timeZone: string): { hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: part('hour'), minute: part('minute'), second: part('second') };
}

/**
 * When quiet hours `start`–`end` (local hours, the end excluded; 22–7 spans midnight) that hold at
 * `now` end, or null when `now` is outside them. Equal hours mean no quiet hours.
 */
export function quietPeriodEnd(now: Date, timeZone: string, start: number, end: number): Date | null {
  if (start === end) {
    return null;
  }
  const { hour, minute, second } = localTime(now, timeZone);
  const inside = start < end ? hour >= start && hour < end : hour >= start || hour < end;
  if (!inside) {
    return null;
  }
  const hoursLeft = (end - hour + 24) % 24;
  const candidate = new Date(now.getTime() + ((hoursLeft * 60 - minute) * 60 - second) * 1000 - now.getMilliseconds());
  // A daylight-saving change inside the period moves the wall clock by an hour: land on the end hour.
  const shift = localTime(candidate, timeZone).hour - end;
  return shift === 0 ? candidate : new Date(candidate.getTime() - (((shift + 36) % 24) - 12) * 3600_000);
}
