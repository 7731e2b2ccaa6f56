import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';

/**
 * The shared Redis connection, or none when REDIS_URL is unset. Features that can use Redis
 * (queues, socket fan-out, throttling, presence) ask `RedisConnections.client` and fall back to
 * their in-process variant when it is undefined.
 */
@Injectable()
export class RedisConnections implements OnApplicationShutdown {
  private readonly created: Redis[] = [];
  readonly client?: Redis;

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {
    this.client = config.redisUrl ? this.create('plaza') : undefined;
  }

  get enabled(): boolean {
    return this.client !== undefined;
  }

  /** A new connection (for blocking commands, subscribers, BullMQ workers). */
  create(name: string): Redis {
    if (!this.config.redisUrl) {
      throw new Error('REDIS_URL is not set');
    }
    const redis = new Redis(this.config.redisUrl, { maxRetriesPerRequest: null, connectionName: name, lazyConnect: false });
    redis.on('error', () => undefined); // reported by the health check; ioredis reconnects by itself
    this.created.push(redis);
    return redis;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.created.map((r) => r.quit().catch(() => r.disconnect())));
  }
}

@Global()
@Module({ providers: [RedisConnections], exports: [RedisConnections] })
export class RedisModule {}
