
/** The queues. Each job name belongs to exactly one. */
export enum QueueName {
  Mail = 'mail',
  Notifications = 'notifications',
  /** Slow media work (video transcoding): few at a time. */
  Media = 'media',
  Favicons = 'favicons',
  /** Members' data exports: long, streamed to disk, few at a time. */
  Exports = 'exports',
  /** Account erasures (deletion after its grace period, or by a moderator). */
  Accounts = 'accounts',
}

/** Jobs a worker runs at once per queue (default 10). */
export const QUEUE_CONCURRENCY: Partial<Record<QueueName, number>> = { [QueueName.Media]: 1, [QueueName.Exports]: 2, [QueueName.Accounts]: 1 };

/** A mail ready to send (rendered by the domain that asked for it, with mail/template.ts). */
export interface MailJob {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (a notification mail's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** A notification or a digest: not sent to an address that bounces (account mail still is). */
  notification?: boolean;
}

/**
 * Job name → payload. A domain adds its jobs by augmenting this interface from its own job file
 * (`declare module '…/queue/jobs'`) and lists them in its descriptor; the compiler then checks every
 * `queue.add(name, payload)` and `@JobHandler(name)`. A job's name starts with its queue's.
 */
export interface JobPayloads {
  'mail.send': MailJob;
}

export type JobName = keyof JobPayloads & `${QueueName}.${string}`;

/** The queue a job runs on: the first part of its name. */
export const queueOf = (name: JobName): QueueName => name.slice(0, name.indexOf('.')) as QueueName;

/** The jobs of the infrastructure itself (domains declare theirs in their descriptors). */
export const KIT_JOBS: readonly JobName[] = ['mail.send'];

/** Retries with exponential backoff: 1 s, 2 s, 4 s, 8 s. */
export const DEFAULT_ATTEMPTS = 5;
export const BACKOFF_DELAY_MS = 1000;

export interface AddJobOptions {
  /** Deduplication key: a job with the same id is not added twice. */
  jobId?: string;
  delayMs?: number;
  attempts?: number;
}
