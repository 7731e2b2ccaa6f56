import type { NotificationJob } from '../modules/notifications/notification.job';
import type { VideoJob } from '../modules/videos/media/video.job';

/** The queues. Each job name belongs to exactly one. */
export enum QueueName {
  Mail = 'mail',
  Notifications = 'notifications',
  /** Slow media work (video transcoding): few at a time. */
  Media = 'media',
  Favicons = 'favicons',
}

/** Jobs a worker runs at once per queue (default 10). */
export const QUEUE_CONCURRENCY: Partial<Record<QueueName, number>> = { [QueueName.Media]: 1 };

/** A mail ready to send (rendered by the domain that asked for it). */
export interface MailJob {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Job name → payload. A domain adds its jobs here (and to JOB_QUEUES); the compiler then checks
 * every `queue.add(name, payload)` and every `@JobHandler(name)` against it.
 */
/** Fetch the favicon of a bookmark's site. */
export interface FaviconJob {
  bookmarkId: number;
}

export interface JobPayloads {
  'mail.send': MailJob;
  'notifications.create': NotificationJob;
  'media.video': VideoJob;
  'favicons.fetch': FaviconJob;
}

export type JobName = keyof JobPayloads;

export const JOB_QUEUES: { [N in JobName]: QueueName } = {
  'mail.send': QueueName.Mail,
  'notifications.create': QueueName.Notifications,
  'media.video': QueueName.Media,
  'favicons.fetch': QueueName.Favicons,
};

/** Retries with exponential backoff: 1 s, 2 s, 4 s, 8 s. */
export const DEFAULT_ATTEMPTS = 5;
export const BACKOFF_DELAY_MS = 1000;

export interface AddJobOptions {
  /** Deduplication key: a job with the same id is not added twice. */
  jobId?: string;
  delayMs?: number;
  attempts?: number;
}
