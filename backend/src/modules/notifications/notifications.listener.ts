import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/outbox/domain-events';
import { NotificationCatalog } from './notification-catalog';
import { NotificationsProcessor } from './notifications.processor';
import { NotificationsRepository } from './notifications.repository';
import { PushNotifier } from './push/push-notifier';

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
    private readonly push: PushNotifier,
  ) {}

  onModuleInit(): void {
    for (const declaration of this.catalog.declarations) {
      declaration.subscribe(this.events, (job) => this.processor.create(job));
    }
    // A request that no longer exists (withdrawn, declined, ended) no longer asks for an answer, on any device either.
    this.events.on('friendship.ended', async ({ userIds: [a, b] }) => {
      for (const { id, user_id } of await this.notifications.deleteFriendRequests(a, b)) {
        this.push.notificationGone(user_id, id);
      }
    });
  }
}
