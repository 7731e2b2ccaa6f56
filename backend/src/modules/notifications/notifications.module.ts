import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { NotificationsListener } from './notifications.listener';
import { NotificationsProcessor } from './notifications.processor';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

/**
 * Notifications: listens to friend and wall events, writes them through the `notifications`
 * queue, pushes them in real time, and serves the list and the unread counter.
 */
@Module({
  controllers: [NotificationsController],
  providers: [NotificationsRepository, NotificationsService, NotificationsListener, NotificationsProcessor],
})
export class NotificationsModule {}
