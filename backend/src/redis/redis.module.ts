import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { AppConfig } from '../config/app-config';

/** What a connection is for, which decides how it waits when Redis is away. */
export type RedisUse =
  /** Commands a request waits on: each one fails after REDIS_COMMAND_TIMEOUT_MS. */
  | 'commands'
  /**
   * Adding jobs: fails at once while disconnected (nothing is kept to be sent later, so a job the
   * caller was told failed never runs behind its back) and after the timeout when Redis is silent.
   */
  | 'producer'
  /**
   * Socket.IO's fan-out to the other instances: publishes wait for Redis forever, like a listener,
   * and go out batched (below).
   */
  | 'publisher'
  /** Subscribers and BullMQ workers: they block or listen on purpose, and wait for Redis forever. */
  | 'listener';

/** Reconnection delays: 100 ms, 200 ms, … up to 5 s between attempts, for as long as it takes. */
export const redisRetryDelay = (times: number): number => Math.min(times * 100, 5000);

/**
 * The shared Redis connection, or none without REDIS_URL (features then use their in-process
 * variant). An outage is logged once, however many connections retry and however long it lasts.
 */
@Injectable()
export class RedisConnections implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private readonly created: Redis[] = [];
  private readonly down = new Set<Redis>();
  private outageSince?: number;
  private closed = false;
  readonly client?: Redis;

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {
    this.client = config.redisUrl ? this.create('plaza', 'commands') : undefined;
  }

  get enabled(): boolean {
    return this.client !== undefined;
  }

  /** A new connection (for blocking commands, subscribers, BullMQ queues and workers). */
  create(name: string, use: RedisUse = 'listener'): Redis {
    if (!this.config.redisUrl) {
      throw new Error('REDIS_URL is not set');
    }
    if (this.closed) {
      // A late caller (an emit while the app closes) must not open a connection nobody closes.
      throw new Error('Redis is unavailable: the application is shutting down');
    }
    const timeout = this.config.redisCommandTimeoutMs;
    const options: RedisOptions = {
      connectionName: name,
      lazyConnect: false,
      retryStrategy: redisRetryDelay,
      ...(use === 'listener' || use === 'publisher' ? { maxRetriesPerRequest: null } : { maxRetriesPerRequest: 1, commandTimeout: timeout }),
      ...(use === 'producer' ? { enableOfflineQueue: false } : {}),
      // Commands issued while the event loop works through one batch of I/O (every request and
      // emit it read) leave in one write and their replies come back in one read, instead of a
      // system call each way per command: a chat send's throttle check and its four publishes
      // were most of the Redis traffic (bench/README.md#lessons).
      ...(use === 'commands' || use === 'publisher' ? { enableAutoPipelining: true } : {}),
    };
    const redis = new Redis(this.config.redisUrl, options);
    redis.on('error', (error: Error) => this.lost(redis, error));
    redis.on('close', () => this.lost(redis));
    redis.on('ready', () => this.back(redis));
    this.created.push(redis);
    return redis;
  }

  private lost(redis: Redis, error?: Error): void {
    if (this.closed || this.down.has(redis)) {
      return;
    }
    this.down.add(redis);
    if (this.outageSince === undefined) {
      this.outageSince = Date.now();
      const why = error?.message ?? 'connection closed';
      this.logger.warn(`Redis is unreachable (${why}); retrying with backoff. Requests that need it answer 503 meanwhile.`);
    }
  }

  private back(redis: Redis): void {
    this.down.delete(redis);
    if (this.outageSince !== undefined && this.down.size === 0) {
      this.logger.log(`Redis is reachable again after ${((Date.now() - this.outageSince) / 1000).toFixed(1)} s`);
      this.outageSince = undefined;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    // quit() waits for Redis to answer; an unreachable one never does, so disconnect after a moment.
    await Promise.all(
      this.created.map((r) =>
        Promise.race([r.quit(), new Promise((resolve) => setTimeout(resolve, 1000).unref())])
          .catch(() => undefined)
          .finally(() => r.disconnect()),
      ),
    );
  }
}

@Global()
@Module({ providers: [RedisConnections], exports: [RedisConnections] })
export class RedisModule {}
