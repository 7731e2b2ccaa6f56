import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events';
import { JobQueue } from '../../queue/job-queue';
import type { NotificationJob } from './notification.job';
import { NotificationsRepository } from './notifications.repository';

/**
 * Turns what happened in other domains into `notifications.create` jobs. Nobody is notified of
 * what they did to themselves. Likes and comments carry a job id, so the same like or comment is
 * queued once however often it is announced; friend requests are made unique by the processor
 * (a request withdrawn and sent again is a new one).
 */
@Injectable()
export class NotificationsListener implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly queue: JobQueue,
    private readonly notifications: NotificationsRepository,
  ) {}

  onModuleInit(): void {
    const about = (userId: number) => ({ subject: { type: 'user', id: userId }, context: null, description: null });
    this.events.on('friendship.requested', ({ fromId, toId }) =>
      this.enqueue({ type: 'FriendRequest', recipientId: toId, actorId: fromId, ...about(fromId) }),
    );
    this.events.on('friendship.accepted', ({ byId, requesterId }) =>
      this.enqueue({ type: 'FriendAccept', recipientId: requesterId, actorId: byId, ...about(byId) }),
    );
    // A request that no longer exists (withdrawn, declined, ended) no longer asks for an answer.
    this.events.on('friendship.ended', ({ userIds: [a, b] }) => this.notifications.deleteFriendRequests(a, b));
    this.events.on('post.liked', ({ postId, likerId, authorId, excerpt }) =>
      this.enqueue(
        { type: 'LikedPost', recipientId: authorId, actorId: likerId, subject: { type: 'post', id: postId }, context: null, description: excerpt },
        `LikedPost-${postId}-${likerId}`,
      ),
    );
    this.events.on('post.commented', ({ postId, commentId, commenterId, authorId, excerpt }) =>
      this.enqueue(
        {
          type: 'CommentedPost',
          recipientId: authorId,
          actorId: commenterId,
          subject: { type: 'post', id: postId },
          context: { type: 'comment', id: commentId },
          description: excerpt,
        },
        `CommentedPost-${commentId}`,
      ),
    );
  }

  private async enqueue(event: Omit<NotificationJob, 'at'>, jobId?: string): Promise<void> {
    if (event.recipientId === event.actorId) {
      return;
    }
    const job: NotificationJob = { ...event, at: new Date().toISOString() };
    await this.queue.add('notifications.create', job, jobId ? { jobId } : {});
  }
}
