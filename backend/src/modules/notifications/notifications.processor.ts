import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../queue/job-handler.decorator';
import { RealtimeService } from '../../realtime/realtime.service';
import type { NotificationJob } from './notification.job';
import { NotificationsRepository } from './notifications.repository';
import { NotificationPreferences } from './preferences/notification-preferences.service';
import { PushNotifier } from './push/push-notifier';

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
    private readonly push: PushNotifier,
  ) {}

  @JobHandler('notifications.create')
  async create(job: NotificationJob): Promise<void> {
    // A kind turned off in the app is still written (push and mail decide on it), kept out of the app.
    const inApp = await this.preferences.wants(job.recipientId, job.type, 'in_app');
    const id = await this.notifications.insert(job, inApp);
    if (id === undefined) {
      return; // written before, or no longer true
    }
    const notification = inApp ? await this.notifications.findWithUnread(job.recipientId, id) : undefined;
    if (notification) {
      this.realtime.toUser(job.recipientId, 'notifications.created', notification);
    }
    await this.push.notification(job.recipientId, id);
  }
}
