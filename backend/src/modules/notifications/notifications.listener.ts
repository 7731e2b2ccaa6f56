import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/outbox/domain-events';
import { NotificationCatalog } from './notification-catalog';
import { NotificationsProcessor } from './notifications.processor';
import { NotificationsRepository } from './notifications.repository';

/**
 * Turns other domains' outbox events into notifications, at least once, as each domain declares
 * them (NotificationCatalog): a rule's unique key keeps a repeated delivery to one notification.
 * Why: docs/decisions.md#domain-events-and-the-outbox
 */
@Injectable()
export class NotificationsListener implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly catalog: NotificationCatalog,
    private readonly processor: NotificationsProcessor,
    private readonly notifications: NotificationsRepository,
  ) {}

  onModuleInit(): void {
    for (const declaration of this.catalog.declarations) {
      declaration.subscribe(this.events, (job) => this.processor.create(job));
    }
    // A request that no longer exists (withdrawn, declined, ended) no longer asks for an answer.
    this.events.on('friendship.ended', ({ userIds: [a, b] }) => this.notifications.deleteFriendRequests(a, b));
  }
}
