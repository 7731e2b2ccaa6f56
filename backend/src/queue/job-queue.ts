import type { AddJobOptions, JobName, JobPayloads, QueueName } from './jobs';

export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

/**
 * The one queue interface domain services use. Implemented by BullMQ on Redis (REDIS_URL) and by
 * an inline driver that runs the same handlers in this process.
 */
export abstract class JobQueue {
  abstract readonly driver: 'bullmq' | 'inline';
  abstract add<N extends JobName>(name: N, payload: JobPayloads[N], options?: AddJobOptions): Promise<void>;
  /**
   * Runs job `name` every `everyMs` (a BullMQ job scheduler, one run per interval whatever the
   * number of processes; a timer in the inline driver). Calling it again replaces the interval;
   * 0 stops it (a BullMQ scheduler outlives the process that made it).
   */
  abstract every<N extends JobName>(name: N, payload: JobPayloads[N], everyMs: number): Promise<void>;
  abstract counts(): Promise<Record<QueueName, QueueCounts>>;
  /** Resolves when no job is waiting, active or delayed (tests and graceful shutdown). */
  abstract drain(timeoutMs?: number): Promise<void>;
}
