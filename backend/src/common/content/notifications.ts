import { notification, type NotificationDeclaration } from '../notifications/notification-kind';
import type { NotificationType } from '../../realtime/socket-events';
import type { ReactedKind } from './content-kinds';

/**
 * The two notifications of a kind members like and comment on: a like by item and liker (given
 * again, it notifies once), and a comment on an item of the recipient.
 */
export function reactionNotifications({ kind, table }: ReactedKind, liked: NotificationType, commented: NotificationType): NotificationDeclaration[] {
  return [
    notification(
      liked,
      'content.liked',
      (e) => (e.kind === kind ? { recipientId: e.authorId, actorId: e.likerId, subject: { type: kind, id: e.id }, context: null, description: e.excerpt } : null),
      {
        joins: `join ${table} x on x.id = ? and x.user_id = me.id join ${kind}_likes l on l.${kind}_id = x.id and l.user_id = actor.id`,
        subject: [`'${kind}'`, 'x.id'],
        key: `'${liked}-' || x.id || '-' || actor.id`,
        params: (job) => [job.subject?.id],
      },
    ),
    notification(
      commented,
      'content.commented',
      (e) =>
        e.kind === kind
          ? { recipientId: e.authorId, actorId: e.commenterId, subject: { type: kind, id: e.id }, context: { type: `${kind}_comment`, id: e.commentId }, description: e.excerpt }
          : null,
      {
        joins: `join ${kind}_comments c on c.id = ? and c.user_id = actor.id join ${table} x on x.id = c.${kind}_id and x.user_id = me.id`,
        subject: [`'${kind}'`, 'x.id'],
        context: [`'${kind}_comment'`, 'c.id'],
        key: `'${commented}-' || c.id`,
        params: (job) => [job.context?.id],
      },
    ),
  ];
}
