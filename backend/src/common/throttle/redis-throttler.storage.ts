import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { Redis } from 'ioredis';

/**
 * Fixed-window hit counting in Redis, shared by every app instance. One round trip per check:
 * a Lua script (sent by its SHA1: withThrottleScript below) increments the counter, starts its
 * window, and blocks the key for `blockDuration` once the limit is passed. (Written here because
 * @nest-lab/throttler-storage-redis does not accept NestJS 12 as a peer yet.)
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

/** The script as a command of the connection (ioredis `defineCommand`). */
const COMMAND = 'plazaThrottle';
type ThrottleCommand = (hitsKey: string, blockKey: string, ttl: number, limit: number, block: number) => Promise<number[]>;

/**
 * The connection with the script defined on it, once however many stores share the connection.
 * ioredis then sends the script's SHA1 (EVALSHA) instead of its 600-byte text with every write of
 * every member; the text goes once per connection, and again whenever Redis answers that it no
 * longer has the script (NOSCRIPT: restarted, or SCRIPT FLUSH). Redis's own time per check is the
 * same either way (about 12 µs, the script's own calls: bench/README.md#lessons).
 */
function withThrottleScript(redis: Redis): Redis & { [COMMAND]: ThrottleCommand } {
  const defined = redis as Redis & { [COMMAND]?: ThrottleCommand };
  if (typeof defined[COMMAND] !== 'function') {
    redis.defineCommand(COMMAND, { numberOfKeys: 2, lua: SCRIPT });
  }
  return defined as Redis & { [COMMAND]: ThrottleCommand };
}

/**
 * When Redis is unreachable (or slower than REDIS_WAIT_MS), counting goes on in this process's
 * memory: throttling degrades to per instance, and no request waits on Redis reconnecting.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly memory = new ThrottlerStorageService();
  private readonly redis: Redis & { [COMMAND]: ThrottleCommand };

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    this.redis = withThrottleScript(redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.redis.status !== 'ready') {
      return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
    }
    const base = `${this.prefix}:throttle:${throttlerName}:${key}`;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), REDIS_WAIT_MS);
    });
    const counted = this.redis[COMMAND](`${base}:hits`, `${base}:block`, ttl, limit, blockDuration || ttl).catch(() => undefined);
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
