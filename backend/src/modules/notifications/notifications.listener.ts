import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events';
import { excerpt } from '../../common/sql/fragments';
import { JobQueue } from '../../queue/job-queue';
import type { NotificationJob } from './notification.job';
import { NotificationsRepository } from './notifications.repository';

/**
 * Turns what happened in other domains into `notifications.create` jobs. Nobody is notified of
 * what they did to themselves (reminders about one's own listings aside). Likes and comments carry a job id, so the same like or comment is
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
    this.events.on('moderation.resolved', ({ caseId, actorId, reporterIds, description }) =>
      Promise.all(
        reporterIds.map((recipientId) =>
          this.enqueue(
            { type: 'ReportResolved', recipientId, actorId, subject: null, context: { type: 'report_case', id: caseId }, description },
            `ReportResolved-${caseId}-${recipientId}`,
          ),
        ),
      ),
    );
    this.events.on('moderation.notice', ({ logId, actorId, userId, description }) =>
      this.enqueue(
        { type: 'ModerationNotice', recipientId: userId, actorId, subject: null, context: { type: 'moderation_log', id: logId }, description },
        `ModerationNotice-${logId}`,
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
    this.events.on('listing.matched', ({ listingId, section, ownerId, userId, savedSearchId, title }) =>
      this.enqueue(
        {
          type: 'ListingMatch',
          recipientId: userId,
          actorId: ownerId,
          subject: { type: section, id: listingId },
          context: { type: 'saved_search', id: savedSearchId },
          description: title,
        },
        `ListingMatch-${listingId}-${userId}`,
      ),
    );
    // A reminder about one's own listing: the owner is both actor and recipient.
    this.events.on('listing.expiring', ({ listingId, section, ownerId, title, expiresAt }) =>
      this.enqueue(
        { type: 'ListingExpiring', recipientId: ownerId, actorId: ownerId, subject: { type: section, id: listingId }, context: null, description: title },
        `ListingExpiring-${listingId}-${Math.floor(Date.parse(expiresAt) / 1000)}`,
        { self: true },
      ),
    );
    this.events.on('storage.shared', ({ itemId, ownerId, friendId, name }) =>
      this.enqueue(
        { type: 'StorageShared', recipientId: friendId, actorId: ownerId, subject: { type: 'storage', id: itemId }, context: null, description: excerpt(name) },
        `StorageShared-${itemId}-${friendId}`,
      ),
    );
    this.listenToCommunity();
  }

  /** Likes and comments on blogs, pictures and videos; forum replies; answers to events. */
  private listenToCommunity(): void {
    const LIKED = { blog: 'LikedBlog', picture: 'LikedPicture', video: 'LikedVideo' } as const;
    const COMMENTED = { blog: 'CommentedBlog', picture: 'CommentedPicture', video: 'CommentedVideo' } as const;
    this.events.on('content.liked', ({ kind, id, likerId, authorId, excerpt }) =>
      this.enqueue(
        { type: LIKED[kind], recipientId: authorId, actorId: likerId, subject: { type: kind, id }, context: null, description: excerpt },
        `${LIKED[kind]}-${id}-${likerId}`,
      ),
    );
    this.events.on('content.commented', ({ kind, id, commentId, commenterId, authorId, excerpt }) =>
      this.enqueue(
        {
          type: COMMENTED[kind],
          recipientId: authorId,
          actorId: commenterId,
          subject: { type: kind, id },
          context: { type: `${kind}_comment`, id: commentId },
          description: excerpt,
        },
        `${COMMENTED[kind]}-${commentId}`,
      ),
    );
    this.events.on('forum.replied', ({ threadId, replyId, replierId, recipientIds, excerpt }) =>
      Promise.all(
        recipientIds.map((recipientId) =>
          this.enqueue(
            {
              type: 'RepliedForum',
              recipientId,
              actorId: replierId,
              subject: { type: 'forum', id: threadId },
              context: { type: 'forum_reply', id: replyId },
              description: excerpt,
            },
            `RepliedForum-${replyId}-${recipientId}`,
          ),
        ),
      ),
    );
    this.events.on('event.answered', ({ eventId, userId, organizerId, status, excerpt }) => {
      const type = status === 'going' ? 'GoingEvent' : 'InterestedEvent';
      return this.enqueue(
        { type, recipientId: organizerId, actorId: userId, subject: { type: 'event', id: eventId }, context: null, description: excerpt },
        `${type}-${eventId}-${userId}`,
      );
    });
  }

  private async enqueue(event: Omit<NotificationJob, 'at'>, jobId?: string, options: { self?: boolean } = {}): Promise<void> {
    if (event.recipientId === event.actorId && !options.self) {
      return;
    }
    const job: NotificationJob = { ...event, at: new Date().toISOString() };
    await this.queue.add('notifications.create', job, jobId ? { jobId } : {});
  }
}
