import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../../queue/job-handler.decorator';
import { JobQueue } from '../../../queue/job-queue';
import { NotificationPreferences } from '../preferences/notification-preferences.service';
import type { PushDeliverJob, PushSendJob, PushWithdrawJob } from './push.job';
import { PushSender } from './push-sender';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

/** The `push` queue's jobs: decide (preferences, quiet hours), fan out to devices, deliver one. */
@Injectable()
export class PushProcessor {
  private readonly logger = new Logger('PushProcessor');

  constructor(
    private readonly queue: JobQueue,
    private readonly preferences: NotificationPreferences,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly sender: PushSender,
  ) {}

  @JobHandler('push.send')
  async send(job: PushSendJob): Promise<void> {
    if (!(await this.preferences.wants(job.userId, job.about, 'push'))) {
      return;
    }
    const quietUntil = await this.preferences.quietUntil(job.userId, new Date());
    if (quietUntil) {
      // Held, not dropped: asked again when the quiet hours end (the choice may have changed by then).
      await this.queue.add('push.send', job, { delayMs: Math.max(1000, quietUntil.getTime() - Date.now()) });
      return;
    }
    const [ids, unread] = await Promise.all([this.subscriptions.idsOf(job.userId), this.subscriptions.badge(job.userId)]);
    for (const subscriptionId of ids) {
      await this.queue.add('push.deliver', { subscriptionId, payload: { kind: 'notification', ...job.message, unread }, urgency: job.urgency, topic: job.topic });
    }
  }

  @JobHandler('push.withdraw')
  async withdraw(job: PushWithdrawJob): Promise<void> {
    const [ids, unread] = await Promise.all([this.subscriptions.idsOf(job.userId, true), this.subscriptions.badge(job.userId)]);
    for (const subscriptionId of ids) {
      await this.queue.add('push.deliver', {
        subscriptionId,
        payload: { kind: 'withdraw', ...(job.tag ? { tag: job.tag } : {}), ...(job.tagPrefix ? { tag_prefix: job.tagPrefix } : {}), unread },
        urgency: 'low',
      });
    }
  }

  @JobHandler('push.deliver')
  async deliver(job: PushDeliverJob): Promise<void> {
    const subscription = await this.subscriptions.find(job.subscriptionId);
    if (!subscription) {
      return; // unsubscribed meanwhile
    }
    const outcome = await this.sender.send(subscription, job);
    if (outcome === 'gone') {
      await this.subscriptions.delete(subscription.id);
    } else if (outcome === 'refused') {
      this.logger.warn(`push subscription ${subscription.id}: endpoint no longer allowed, removed`);
      await this.subscriptions.delete(subscription.id);
    } else if (job.payload.kind === 'notification') {
      await this.subscriptions.delivered(subscription.id);
    }
  }
}
