import type { NotificationType } from '../../realtime/events';
import type { NotificationJob } from './notification.job';

/**
 * When a notification of one type is written, and what it is about, as SQL over `me` (the
 * recipient) and `actor`: the rows that must still exist (`joins`, with `params` from the job),
 * the subject and context they name, and the key that makes it unique. A domain that notifies
 * adds its types to NOTIFICATION_TYPES (realtime/events.ts) and its rules here; nothing else in
 * the notifications module changes.
 */
export interface NotificationRule {
  joins: string;
  /** SQL: subject type and id (both null for none). */
  subject: [type: string, id: string];
  /** SQL: context type and id (both null for none). */
  context?: [type: string, id: string];
  key: string;
  params: (job: NotificationJob) => unknown[];
}

export const NOTIFICATION_RULES: Record<NotificationType, NotificationRule> = {
  // A friend request is keyed by its friendship row (a new request after a withdrawn one is news).
  FriendRequest: {
    joins: 'join friendships f on f.requester_id = actor.id and f.addressee_id = me.id',
    subject: [`'user'`, 'actor.id'],
    key: `'FriendRequest-' || f.id`,
    params: () => [],
  },
  FriendAccept: {
    joins: `join friendships f on f.requester_id = me.id and f.addressee_id = actor.id and f.status = 'accepted'`,
    subject: [`'user'`, 'actor.id'],
    key: `'FriendAccept-' || f.id`,
    params: () => [],
  },
  // A like by post and liker, so a like removed and given again notifies once.
  LikedPost: {
    joins: 'join posts p on p.id = ? and p.user_id = me.id join post_likes l on l.post_id = p.id and l.user_id = actor.id',
    subject: [`'post'`, 'p.id'],
    key: `'LikedPost-' || p.id || '-' || actor.id`,
    params: (job) => [job.subject?.id],
  },
  CommentedPost: {
    joins: 'join post_comments c on c.id = ? and c.user_id = actor.id join posts p on p.id = c.post_id and p.user_id = me.id',
    subject: [`'post'`, 'p.id'],
    context: [`'comment'`, 'c.id'],
    key: `'CommentedPost-' || c.id`,
    params: (job) => [job.context?.id],
  },
};
