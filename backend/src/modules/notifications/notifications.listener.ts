import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/outbox/domain-events';
import { excerpt } from '../../common/sql/fragments';
import type { NotificationJob } from './notification.job';
import { NotificationsProcessor } from './notifications.processor';
import { NotificationsRepository } from './notifications.repository';

/**
 * Turns other domains' outbox events into notifications, at least once: a rule's unique key keeps a
 * repeated delivery to one notification. Nobody is notified of what they did themselves (reminders
 * aside). Why: docs/decisions.md#domain-events-and-the-outbox
 */
@Injectable()
export class NotificationsListener implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly processor: NotificationsProcessor,
    private readonly notifications: NotificationsRepository,
  ) {}

  onModuleInit(): void {
    const about = (userId: number) => ({ subject: { type: 'user', id: userId }, context: null, description: null });
    this.events.on('friendship.requested', ({ fromId, toId }, { at }) =>
      this.notify(at, { type: 'FriendRequest', recipientId: toId, actorId: fromId, ...about(fromId) }),
    );
    this.events.on('friendship.accepted', ({ byId, requesterId }, { at }) =>
      this.notify(at, { type: 'FriendAccept', recipientId: requesterId, actorId: byId, ...about(byId) }),
    );
    // A request that no longer exists (withdrawn, declined, ended) no longer asks for an answer.
    this.events.on('friendship.ended', ({ userIds: [a, b] }) => this.notifications.deleteFriendRequests(a, b));
    this.events.on('post.liked', ({ postId, likerId, authorId, excerpt }, { at }) =>
      this.notify(
        at,
        { type: 'LikedPost', recipientId: authorId, actorId: likerId, subject: { type: 'post', id: postId }, context: null, description: excerpt },
      ),
    );
    this.events.on('moderation.resolved', ({ caseId, actorId, reporterIds, description }, { at }) =>
      Promise.all(
        reporterIds.map((recipientId) =>
          this.notify(
        at,
            { type: 'ReportResolved', recipientId, actorId, subject: null, context: { type: 'report_case', id: caseId }, description },
          ),
        ),
      ),
    );
    this.events.on('moderation.notice', ({ logId, actorId, userId, description }, { at }) =>
      this.notify(
        at,
        { type: 'ModerationNotice', recipientId: userId, actorId, subject: null, context: { type: 'moderation_log', id: logId }, description },
      ),
    );
    this.events.on('post.commented', ({ postId, commentId, commenterId, authorId, excerpt }, { at }) =>
      this.notify(
        at,
        {
          type: 'CommentedPost',
          recipientId: authorId,
          actorId: commenterId,
          subject: { type: 'post', id: postId },
          context: { type: 'comment', id: commentId },
          description: excerpt,
        },
      ),
    );
    this.events.on('listing.matched', ({ listingId, section, ownerId, userId, savedSearchId, title }, { at }) =>
      this.notify(
        at,
        {
          type: 'ListingMatch',
          recipientId: userId,
          actorId: ownerId,
          subject: { type: section, id: listingId },
          context: { type: 'saved_search', id: savedSearchId },
          description: title,
        },
      ),
    );
    // A reminder about one's own listing: the owner is both actor and recipient.
    this.events.on('listing.expiring', ({ listingId, section, ownerId, title }, { at }) =>
      this.notify(
        at,
        { type: 'ListingExpiring', recipientId: ownerId, actorId: ownerId, subject: { type: section, id: listingId }, context: null, description: title },
        { self: true },
      ),
    );
    this.events.on('storage.shared', ({ itemId, ownerId, friendId, name }, { at }) =>
      this.notify(
        at,
        { type: 'StorageShared', recipientId: friendId, actorId: ownerId, subject: { type: 'storage', id: itemId }, context: null, description: excerpt(name) },
      ),
    );
    // About the member's own export: they are both actor and recipient.
    this.events.on('export.ready', ({ exportId, userId }, { at }) =>
      this.notify(
        at,
        { type: 'ExportReady', recipientId: userId, actorId: userId, subject: { type: 'export', id: exportId }, context: null, description: null },
        { self: true },
      ),
    );
    this.listenToCommunity();
  }

  /** Likes and comments on blogs, pictures and videos; forum replies; answers to events. */
  private listenToCommunity(): void {
    const LIKED = { blog: 'LikedBlog', picture: 'LikedPicture', video: 'LikedVideo' } as const;
    const COMMENTED = { blog: 'CommentedBlog', picture: 'CommentedPicture', video: 'CommentedVideo' } as const;
    this.events.on('content.liked', ({ kind, id, likerId, authorId, excerpt }, { at }) =>
      this.notify(
        at,
        { type: LIKED[kind], recipientId: authorId, actorId: likerId, subject: { type: kind, id }, context: null, description: excerpt },
      ),
    );
    this.events.on('content.commented', ({ kind, id, commentId, commenterId, authorId, excerpt }, { at }) =>
      this.notify(
        at,
        {
          type: COMMENTED[kind],
          recipientId: authorId,
          actorId: commenterId,
          subject: { type: kind, id },
          context: { type: `${kind}_comment`, id: commentId },
          description: excerpt,
        },
      ),
    );
    this.events.on('forum.replied', ({ threadId, replyId, replierId, recipientIds, excerpt }, { at }) =>
      Promise.all(
        recipientIds.map((recipientId) =>
          this.notify(
        at,
            {
              type: 'RepliedForum',
              recipientId,
              actorId: replierId,
              subject: { type: 'forum', id: threadId },
              context: { type: 'forum_reply', id: replyId },
              description: excerpt,
            },
          ),
        ),
      ),
    );
    this.events.on('event.answered', ({ eventId, userId, organizerId, status, excerpt }, { at }) => {
      const type = status === 'going' ? 'GoingEvent' : 'InterestedEvent';
      return this.notify(
        at,
        { type, recipientId: organizerId, actorId: userId, subject: { type: 'event', id: eventId }, context: null, description: excerpt },
      );
    });
  }

  /** Writes and pushes the notification now (the outbox's worker runs this, and retries it when it fails). */
  private async notify(at: Date, event: Omit<NotificationJob, 'at'>, options: { self?: boolean } = {}): Promise<void> {
    if (event.recipientId === event.actorId && !options.self) {
      return;
    }
    await this.processor.create({ ...event, at: at.toISOString() });
  }
}
