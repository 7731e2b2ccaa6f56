import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { RedisConnections } from '../redis/redis.module';
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

/**
 * BullMQ on Redis: jobs survive restarts, retry with exponential backoff, and are processed by
 * whichever process runs workers (APP_ROLE all or worker).
 */
@Injectable()
export class BullJobQueue extends JobQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly driver = 'bullmq' as const;
  private readonly logger = new Logger('BullQueue');
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisConnections,
    private readonly registry: JobRegistry,
  ) {
    super();
    for (const name of Object.values(QueueName)) {
      const queue = new Queue(name, {
        connection: redis.create(`queue:${name}`, 'producer'),
        prefix: config.redisPrefix,
        defaultJobOptions: {
          attempts: DEFAULT_ATTEMPTS,
          backoff: { type: 'exponential', delay: BACKOFF_DELAY_MS },
          removeOnComplete: { count: 1000, age: 24 * 3600 },
          removeOnFail: { count: 5000 },
        },
      });
      // A lost connection is logged once per outage by RedisConnections; without a listener,
      // BullMQ printed every failed reconnection and refused command to the console.
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
  }

  onApplicationBootstrap(): void {
    if (this.config.role === 'api') {
      return; // API-only processes enqueue; worker processes consume.
    }
    for (const name of Object.values(QueueName)) {
      const worker = new Worker(name, (job: Job) => this.registry.run(job.name as JobName, job.data as never), {
        connection: this.redis.create(`worker:${name}`),
        prefix: this.config.redisPrefix,
        concurrency: QUEUE_CONCURRENCY[name] ?? 10,
      });
      worker.on('error', () => undefined); // reported once per outage by RedisConnections
      worker.on('failed', (job, error) =>
        this.logger.warn(`Job ${job?.name ?? '?'} (${job?.id ?? '?'}) failed: ${error.message}`),
      );
      this.workers.push(worker);
    }
  }

  async add<N extends JobName>(name: N, payload: JobPayloads[N], options: AddJobOptions = {}): Promise<void> {
    const queue = this.queues.get(queueOf(name))!;
    await queue.add(name, payload, {
      jobId: options.jobId,
      delay: options.delayMs,
      ...(options.attempts ? { attempts: options.attempts } : {}),
    });
  }

  async every<N extends JobName>(name: N, payload: JobPayloads[N], everyMs: number): Promise<void> {
    const queue = this.queues.get(queueOf(name))!;
    if (everyMs <= 0) {
      await queue.removeJobScheduler(name);
      return;
    }
    await queue.upsertJobScheduler(name, { every: everyMs }, { name, data: payload });
  }

  async counts(): Promise<Record<QueueName, QueueCounts>> {
    const entries = await Promise.all(
      [...this.queues].map(async ([name, queue]) => {
        const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
        return [
          name,
          {
            waiting: c.waiting ?? 0,
            active: c.active ?? 0,
            delayed: c.delayed ?? 0,
            failed: c.failed ?? 0,
            completed: c.completed ?? 0,
          },
        ] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<QueueName, QueueCounts>;
  }

  async drain(timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const counts = await this.counts();
      // A job scheduler (`every`) always keeps its next run delayed: that one is not work to wait for.
      const scheduled = Object.fromEntries(await Promise.all([...this.queues].map(async ([name, q]) => [name, await q.getJobSchedulersCount()] as const)));
      if (Object.entries(counts).every(([name, c]) => c.waiting + c.active + Math.max(0, c.delayed - (scheduled[name] ?? 0)) === 0)) {
        return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
