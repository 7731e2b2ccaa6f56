import type { NotificationType } from '@plaza/sdk';
import { profilePath } from '../profiles/paths';
import type { NotificationItem } from './api';

/** How much of a comment the sentence quotes. */
export const QUOTE_MAX = 80;

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX - 1).trimEnd()}…` : flat;
}

type Sentence = Pick<NotificationItem, 'type' | 'description'>;

/** How the frontend shows one notification type: what the actor did (after their name) and where the entry leads. */
export interface NotificationKind {
  sentence: (notification: Sentence) => string;
  link: (notification: NotificationItem) => string;
}

/**
 * Every notification type, declared once (spec §2 notification entries). A domain that notifies
 * adds its type here; the Record makes a missing one a type error.
 */
export const NOTIFICATION_KINDS: Record<NotificationType, NotificationKind> = {
  FriendRequest: { sentence: () => 'sent you a friend request', link: (n) => profilePath(n.user.username) },
  FriendAccept: { sentence: () => 'accepted your friend request', link: (n) => profilePath(n.user.username) },
  LikedPost: { sentence: () => 'liked your post', link: () => '/profile' },
  CommentedPost: {
    sentence: ({ description }) => {
      const text = description ? quote(description) : '';
      return text ? `commented on your post: "${text}"` : 'commented on your post';
    },
    link: () => '/profile',
  },
};

/** What the actor did, after their name. */
export const notificationSentence = (notification: Sentence): string => NOTIFICATION_KINDS[notification.type].sentence(notification);

/** Where the entry leads. */
export const notificationLink = (notification: NotificationItem): string => NOTIFICATION_KINDS[notification.type].link(notification);
