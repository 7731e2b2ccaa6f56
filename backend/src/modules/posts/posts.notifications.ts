import { notification } from '../../common/notifications/notification-kind';

/** What the posts domain notifies of. A like is keyed by post and liker, so a like removed and given again notifies once. */
export const POST_NOTIFICATIONS = [
  notification(
    'LikedPost',
    'post.liked',
    ({ postId, likerId, authorId, excerpt }) => ({ recipientId: authorId, actorId: likerId, subject: { type: 'post', id: postId }, context: null, description: excerpt }),
    {
      joins: 'join posts p on p.id = ? and p.user_id = me.id join post_likes l on l.post_id = p.id and l.user_id = actor.id',
      subject: [`'post'`, 'p.id'],
      key: `'LikedPost-' || p.id || '-' || actor.id`,
      params: (job) => [job.subject?.id],
    },
  ),
  notification(
    'CommentedPost',
    'post.commented',
    ({ postId, commentId, commenterId, authorId, excerpt }) => ({
      recipientId: authorId,
      actorId: commenterId,
      subject: { type: 'post', id: postId },
      context: { type: 'comment', id: commentId },
      description: excerpt,
    }),
    {
      joins: 'join post_comments c on c.id = ? and c.user_id = actor.id join posts p on p.id = c.post_id and p.user_id = me.id',
      subject: [`'post'`, 'p.id'],
      context: [`'comment'`, 'c.id'],
      key: `'CommentedPost-' || c.id`,
      params: (job) => [job.context?.id],
    },
  ),
];
