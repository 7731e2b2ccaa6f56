import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { NotificationsListener } from './notifications.listener';
import { NotificationsProcessor } from './notifications.processor';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { NotificationsMemberData } from './notifications.member-data';

/**
 * Notifications: turns the events other domains record in the outbox into notifications (written
 * once, pushed in real time), and serves the list and the unread counter.
 */
@Module({
  controllers: [NotificationsController],
  providers: [NotificationsMemberData, NotificationsRepository, NotificationsService, NotificationsListener, NotificationsProcessor],
})
export class NotificationsModule {}
