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
 * Every notification type, declared once. A domain that notifies adds its types here (the
 * backend's rule in notifications/notification-rules.ts, the frontend's sentence and link in
 * features/notifications/notificationTypes.ts follow from it).
 */
export const NOTIFICATION_TYPES = ['FriendRequest', 'FriendAccept', 'LikedPost', 'CommentedPost'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

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
  /** On `private-user.{id}`: the member's count of unseen messages changed. */
  'messages.unseen': { messages_count: number };
  /** On each friend's `private-user.{id}`: a member's presence changed. */
  'presence.changed': { user_id: number; status: 'online' | 'away' | 'offline'; is_online: boolean };
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
export const CHANNEL_PATTERN = /^private-(user|chats)\.([1-9]\d{0,9})$/;
