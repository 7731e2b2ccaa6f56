/**
 * The realtime events the server sends, by name, with their payloads: the one declaration shared
 * by the gateway and the frontend (`npm run sdk` copies this file into the SDK as
 * `realtime-events.ts`). Keep it free of imports.
 */

/** A user as realtime payloads carry them. */
export interface RealtimeUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
}

/**
 * Every notification type (the protocol's names). The domain that raises one declares its event and
 * rule in its descriptor (`notifications`); the frontend's sentence and link follow in
 * features/notifications/notificationTypes.ts.
 */
export const NOTIFICATION_TYPES = [
  'FriendRequest',
  'FriendAccept',
  'LikedPost',
  'CommentedPost',
  'ListingMatch',
  'ListingExpiring',
  'StorageShared',
  'ReportResolved',
  'ModerationNotice',
  'LikedBlog',
  'CommentedBlog',
  'LikedPicture',
  'CommentedPicture',
  'LikedVideo',
  'CommentedVideo',
  'RepliedForum',
  'GoingEvent',
  'InterestedEvent',
  'ExportReady',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Where what a notification asks for stands now: a friend request pending, accepted, or gone (withdrawn or declined). */
export const NOTIFICATION_STATES = ['pending', 'accepted', 'gone'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/**
 * What a notification is about, generically: `type` names the kind of row ('user', 'post', and
 * later 'marketplace', 'blog'…) and `id` the row.
 */
export interface NotificationSubject {
  type: string;
  id: number;
}

export interface RealtimeNotification {
  id: number;
  type: NotificationType;
  created_at: string;
  user: RealtimeUser;
  description: string | null;
  /** What the notification is about: the post for likes and comments, the actor for friend requests. */
  subject: NotificationSubject | null;
  read_at: string | null;
  /** For the types that ask something of the member (a friend request): where it stands now; else null. */
  state: NotificationState | null;
}

/** A post as realtime payloads carry it: GET /posts/{id}'s shape, liked by nobody in particular. */
export interface RealtimePost {
  id: number;
  body: string;
  image: string | null;
  created_at: string;
  user: RealtimeUser & { is_online: boolean; status: 'online' | 'away' | 'offline' };
  likes_count: number;
  comments_count: number;
  liked_by_me: boolean;
  /** Hidden by a moderator (a new post never is). */
  hidden: boolean;
}

/** A post's counts after a like, an unlike, a comment or a comment deleted by `actor_id`. */
export interface RealtimePostCounts {
  id: number;
  likes_count: number;
  comments_count: number;
  /** Who acted: their own page already shows it from the API's answer. */
  actor_id: number;
}

export interface ServerEvents {
  /** On `private-chats.{id}`: a new message; `message` is the JSON string of the Message. */
  'chats.message': { message: string };
  /** On `private-chats.{id}`: the recipient saw `message_id` and every earlier message. */
  'messages.seen': { chat_id: number; message_id: number; seen_at: string };
  /** On `private-chats.{id}`: the other participant is typing. */
  'chats.typing': { chat_id: number; user_id: number };
  /** On `private-user.{id}`: a new notification, with the member's new unread count. */
  'notifications.created': RealtimeNotification & { un_read: number };
  /**
   * On `private-user.{id}`: the member's count of unseen messages changed; `chat_id` when a new
   * message to them changed it (so a page without that chat open can show it).
   */
  'messages.unseen': { messages_count: number; chat_id?: number };
  /** On the author's and each of their friends' `private-user.{id}`: a new post for their feeds. */
  'posts.created': RealtimePost;
  /** To the author, their friends and whoever acted: a post's counts changed. */
  'posts.updated': RealtimePostCounts;
  /** To the author and their friends: a post was deleted. */
  'posts.deleted': { id: number };
  /** On each friend's `private-user.{id}`: a member's presence changed. */
  'presence.changed': { user_id: number; status: 'online' | 'away' | 'offline'; is_online: boolean };
  /**
   * To one socket, just before the server closes it: its access token expired (reconnect with a
   * fresh one) or the server is shutting down (reconnect in a moment). A socket whose session
   * ended (logout, password change, ban) is closed without it.
   */
  'session.closing': { reason: 'expired' | 'shutdown' };
  /** On the uploader's `private-user.{id}`: how far the processing of their video is (0–100). */
  'videos.progress': { video_id: number; progress: number };
  /** On the uploader's `private-user.{id}`: their video is ready to play, or failed (with why). */
  'videos.status': { video_id: number; status: 'ready' | 'failed'; error: string | null };
  /** On the member's `private-user.{id}`: how far the building of their data export is (0–100), and its status. */
  'export.progress': { export_id: number; progress: number; status: 'pending' | 'running' | 'ready' | 'failed' };
}

export type ServerEventName = keyof ServerEvents;

/** What a client may send. */
export interface ClientEvents {
  /** Join a channel with the signature from POST /api/broadcasting/auth. */
  subscribe: (payload: { channel: string; auth: string }, ack: (result: SubscribeAck) => void) => void;
  unsubscribe: (payload: { channel: string }, ack?: (result: SubscribeAck) => void) => void;
  /** "I am typing" in a chat channel the socket has joined. */
  typing: (payload: { chat_id: number }) => void;
}

export interface SubscribeAck {
  ok: boolean;
  error?: string;
}

export const userChannel = (id: number) => `private-user.${id}`;
export const chatChannel = (id: number) => `private-chats.${id}`;
/** Who is in a chat right now (Pusher presence channel: its two participants, each with their info). */
export const chatPresenceChannel = (id: number) => `presence-chats.${id}`;
/** Plaza's channels: `private-` (events) or `presence-` (who is there) + kind + id. */
export const CHANNEL_PATTERN = /^(private|presence)-(user|chats)\.([1-9]\d{0,9})$/;
