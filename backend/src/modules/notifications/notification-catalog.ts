import { Inject, Injectable } from '@nestjs/common';
import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { DOMAIN_DESCRIPTORS } from '../../common/domain/domains.module';
import type { NotificationDeclaration, NotificationRule } from '../../common/notifications/notification-kind';
import { NOTIFICATION_TYPES, type NotificationType } from '../../realtime/socket-events';

/**
 * Every notification type as the domains declare them (their descriptors' `notifications`).
 * Start-up fails when a type of NOTIFICATION_TYPES has no declaration or two.
 */
@Injectable()
export class NotificationCatalog {
  readonly declarations: readonly NotificationDeclaration[];
  private readonly rules = new Map<NotificationType, NotificationRule>();

  constructor(@Inject(DOMAIN_DESCRIPTORS) domains: readonly DomainDescriptor[]) {
    this.declarations = domains.flatMap((domain) => domain.notifications ?? []);
    for (const { type, rule } of this.declarations) {
      if (this.rules.has(type)) {
        throw new Error(`Notification type ${type} is declared twice`);
      }
      this.rules.set(type, rule);
    }
    const missing = NOTIFICATION_TYPES.filter((type) => !this.rules.has(type));
    if (missing.length) {
      throw new Error(`No domain declares the notification types ${missing.join(', ')}`);
    }
  }

  rule(type: NotificationType): NotificationRule {
    return this.rules.get(type)!;
  }
}
