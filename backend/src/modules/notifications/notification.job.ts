import type { NotificationJob } from '../../common/notifications/notification-job';

/** Jobs queued directly (the demo seeder) take the path of the outbox's events. */
declare module '../../queue/jobs' {
  interface JobPayloads {
    'notifications.create': NotificationJob;
  }
}

export type { NotificationJob };
