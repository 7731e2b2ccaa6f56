import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../queue/job-handler.decorator';
import { RealtimeService } from '../../realtime/realtime.service';
import type { NotificationJob } from './notification.job';
import { NotificationsRepository } from './notifications.repository';
import { NotificationPreferences } from './preferences/notification-preferences.service';

/**
 * Writes a notification once, then, committed, pushes it with the new unread count to the
 * recipient's `private-user.{id}` channel. Called by the listener as the outbox delivers events,
 * and as the `notifications` queue's processor for jobs queued directly (the demo seeder).
 */
@Injectable()
export class NotificationsProcessor {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly realtime: RealtimeService,
    private readonly preferences: NotificationPreferences,
  ) {}

  @JobHandler('notifications.create')
  async create(job: NotificationJob): Promise<void> {
    if (!(await this.preferences.wants(job.recipientId, job.type, 'in_app'))) {
      return; // the member turned this kind off in the app
    }
    const id = await this.notifications.insert(job);
    if (id === undefined) {
      return; // written before, or no longer true
    }
    const notification = await this.notifications.findWithUnread(job.recipientId, id);
    if (notification) {
      this.realtime.toUser(job.recipientId, 'notifications.created', notification);
    }
  }
}
