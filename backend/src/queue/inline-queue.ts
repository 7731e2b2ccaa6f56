import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { JobQueue, type QueueCounts } from './job-queue';
import { JobRegistry } from './job-registry';
import {
  BACKOFF_DELAY_MS,
  DEFAULT_ATTEMPTS,
  QUEUE_CONCURRENCY,
  queueOf,
  QueueName,
  type AddJobOptions,
  type JobName,
  type JobPayloads,
} from './jobs';

const RECENT_IDS = 10_000;

/**
 * Runs jobs in this process, after the current request, with the same retries and exponential
 * backoff as BullMQ. Used when REDIS_URL is unset (single process, embedded defaults).
 */
@Injectable()
export class InlineJobQueue extends JobQueue implements OnApplicationShutdown {
  readonly driver = 'inline' as const;
  private readonly logger = new Logger('InlineQueue');
  private readonly pending = new Set<Promise<void>>();
  private readonly seenIds = new Set<string>();
  private readonly stats = new Map<QueueName, QueueCounts>();
  /** Per queue: how many jobs run now, and the ones waiting for a free slot (QUEUE_CONCURRENCY). */
  private readonly slots = new Map<QueueName, { running: number; waiting: (() => void)[] }>();
  private closing = false;
  private readonly timers = new Map<JobName, NodeJS.Timeout>();

  constructor(private readonly registry: JobRegistry) {
    super();
    for (const q of Object.values(QueueName)) {
      this.stats.set(q, { waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0 });
    }
  }

  add<N extends JobName>(name: N, payload: JobPayloads[N], options: AddJobOptions = {}): Promise<void> {
    if (options.jobId) {
      if (this.seenIds.has(options.jobId)) {
        return Promise.resolve();
      }
      this.seenIds.add(options.jobId);
      if (this.seenIds.size > RECENT_IDS) {
        this.seenIds.delete(this.seenIds.values().next().value as string);
      }
    }
    const queue = queueOf(name);
    const stats = this.stats.get(queue)!;
    stats.waiting++;
    const run = this.withSlot(queue, () => this.execute(name, payload, options, stats)).finally(() => this.pending.delete(run));
    this.pending.add(run);
    return Promise.resolve();
  }

  /** Runs `work` when the queue has a free slot (at most QUEUE_CONCURRENCY jobs of it at once). */
  private async withSlot(queue: QueueName, work: () => Promise<void>): Promise<void> {
    const limit = QUEUE_CONCURRENCY[queue];
    if (limit === undefined) {
      return work();
    }
    let slot = this.slots.get(queue);
    if (!slot) {
      slot = { running: 0, waiting: [] };
      this.slots.set(queue, slot);
    }
    if (slot.running >= limit) {
      await new Promise<void>((resolve) => slot.waiting.push(resolve));
    }
    slot.running++;
    try {
      await work();
    } finally {
      slot.running--;
      slot.waiting.shift()?.();
    }
  }

  private async execute<N extends JobName>(name: N, payload: JobPayloads[N], options: AddJobOptions, stats: QueueCounts) {
    await new Promise((r) => setTimeout(r, options.delayMs ?? 0));
    stats.waiting--;
    const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
    for (let attempt = 1; ; attempt++) {
      stats.active++;
      try {
        await this.registry.run(name, payload);
        stats.active--;
        stats.completed++;
        return;
      } catch (error) {
        stats.active--;
        if (attempt >= attempts || this.closing) {
          stats.failed++;
          this.logger.error(`Job ${name} failed after ${attempt} attempt(s): ${String(error)}`);
          return;
        }
        stats.delayed++;
        await new Promise((r) => setTimeout(r, BACKOFF_DELAY_MS * 2 ** (attempt - 1)));
        stats.delayed--;
      }
    }
  }

  every<N extends JobName>(name: N, payload: JobPayloads[N], everyMs: number): Promise<void> {
    clearInterval(this.timers.get(name));
    if (everyMs <= 0) {
      this.timers.delete(name);
      return Promise.resolve();
    }
    const timer = setInterval(() => void this.add(name, payload), everyMs);
    timer.unref();
    this.timers.set(name, timer);
    return Promise.resolve();
  }

  counts(): Promise<Record<QueueName, QueueCounts>> {
    return Promise.resolve(Object.fromEntries(this.stats) as Record<QueueName, QueueCounts>);
  }

  async drain(timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.pending.size > 0 && Date.now() < until) {
      await Promise.race([Promise.allSettled([...this.pending]), new Promise((r) => setTimeout(r, 50))]);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.timers.forEach((timer) => clearInterval(timer));
    await this.drain(5_000);
  }
}
