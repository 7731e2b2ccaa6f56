import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { Redis } from 'ioredis';

/**
 * Fixed-window hit counting in Redis, shared by every app instance. One round trip per check:
 * a Lua script increments the counter, starts its window, and blocks the key for
 * `blockDuration` once the limit is passed. (Written here because @nest-lab/throttler-storage-redis
 * does not accept NestJS 12 as a peer yet.)
 */
const SCRIPT = `
local hits_key = KEYS[1]
local block_key = KEYS[2]
local ttl = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local block = tonumber(ARGV[3])
local blocked_for = redis.call('PTTL', block_key)
if blocked_for > 0 then
  return { tonumber(redis.call('GET', hits_key) or limit + 1), redis.call('PTTL', hits_key), 1, blocked_for }
end
local hits = redis.call('INCR', hits_key)
if hits == 1 then redis.call('PEXPIRE', hits_key, ttl) end
local expires = redis.call('PTTL', hits_key)
if hits > limit then
  redis.call('SET', block_key, 1, 'PX', block)
  return { hits, expires, 1, block }
end
return { hits, expires, 0, 0 }
`;

/** Longest wait for Redis on a throttle check before counting in memory instead. */
const REDIS_WAIT_MS = 500;

/**
 * When Redis is unreachable (or slower than REDIS_WAIT_MS), counting goes on in this process's
 * memory: throttling degrades to per instance, and no request waits on Redis reconnecting.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly memory = new ThrottlerStorageService();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.redis.status !== 'ready') {
      return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
    }
    const base = `${this.prefix}:throttle:${throttlerName}:${key}`;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), REDIS_WAIT_MS);
    });
    const counted = this.redis.eval(SCRIPT, 2, `${base}:hits`, `${base}:block`, ttl, limit, blockDuration || ttl).catch(() => undefined) as Promise<number[] | undefined>;
    const result = await Promise.race([counted, late]).finally(() => clearTimeout(timer));
    if (!result) {
      return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
    }
    const [totalHits, expiresMs, blocked, blockMs] = result;
    return {
      totalHits,
      timeToExpire: Math.max(0, Math.ceil(expiresMs / 1000)),
      isBlocked: blocked === 1,
      timeToBlockExpire: Math.max(0, Math.ceil(blockMs / 1000)),
    };
  }
}
