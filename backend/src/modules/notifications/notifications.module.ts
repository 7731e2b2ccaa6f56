import { Module } from '@nestjs/common';
import { NotificationCatalog } from './notification-catalog';
import { NotificationsController } from './notifications.controller';
import { NotificationsListener } from './notifications.listener';
import { NotificationsProcessor } from './notifications.processor';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { NotificationsMemberData } from './notifications.member-data';
import { NotificationPreferencesController } from './preferences/notification-preferences.controller';
import { NotificationPreferences } from './preferences/notification-preferences.service';

/**
 * Notifications: turns the events other domains record in the outbox into notifications, as their
 * descriptors declare them (written once, pushed in real time), and serves the list and the unread counter.
 */
@Module({
  controllers: [NotificationsController, NotificationPreferencesController],
  providers: [
    NotificationsMemberData,
    NotificationCatalog,
    NotificationsRepository,
    NotificationsService,
    NotificationsListener,
    NotificationsProcessor,
    NotificationPreferences,
  ],
  exports: [NotificationPreferences],
})
export class NotificationsModule {}
