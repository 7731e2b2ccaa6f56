import { notification } from '../../common/notifications/notification-kind';

/** What the forums domain notifies of: a reply, to each participant of the thread (its author, or a member who replied before it). */
export const FORUM_NOTIFICATIONS = [
  notification(
    'RepliedForum',
    'forum.replied',
    ({ threadId, replyId, replierId, recipientIds, excerpt }) =>
      recipientIds.map((recipientId) => ({
        recipientId,
        actorId: replierId,
        subject: { type: 'forum', id: threadId },
        context: { type: 'forum_reply', id: replyId },
        description: excerpt,
      })),
    {
      joins: `join forum_replies r on r.id = ? and r.user_id = actor.id join forum_threads x on x.id = r.thread_id
      and (x.user_id = me.id or exists (select 1 from forum_replies p where p.thread_id = x.id and p.user_id = me.id and p.id < r.id))`,
      subject: [`'forum'`, 'x.id'],
      context: [`'forum_reply'`, 'r.id'],
      key: `'RepliedForum-' || r.id || '-' || me.id`,
      params: (job) => [job.context?.id],
    },
  ),
];
