import type { Redis } from 'ioredis';

/** A counter's value and how long it lives on (ms; 0 when it does not exist). */
export interface Count {
  count: number;
  ttlMs: number;
}

/** Longest wait for Redis before counting in memory instead (as the throttler storage does). */
const REDIS_WAIT_MS = 500;
/** Counters kept in memory at most (the oldest go first). */
const MEMORY_LIMIT = 100_000;
const COMMAND = 'plazaCount';
const SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n
`;

type Counting = Redis & { [COMMAND]: (key: string, ttlMs: number) => Promise<number> };

/**
 * Counters that expire a fixed time after their first count, shared by every instance in Redis
 * when it is reachable, else in this process's memory (degrades to per instance, never blocks).
 */
export class AttemptCounters {
  private readonly memory = new Map<string, { count: number; expiresAt: number }>();
  private readonly redis?: Counting;

  constructor(
    redis: Redis | undefined,
    private readonly prefix: string,
  ) {
    if (redis) {
      const defined = redis as Partial<Counting> & Redis;
      if (typeof defined[COMMAND] !== 'function') {
        redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: SCRIPT });
      }
      this.redis = defined as Counting;
    }
  }

  read(keys: string[]): Promise<Count[]> {
    return this.either(
      async (redis) => {
        const pipeline = redis.pipeline();
        keys.forEach((key) => pipeline.get(this.key(key)).pttl(this.key(key)));
        const replies = (await pipeline.exec()) ?? [];
        return keys.map((_, i) => {
          const [[, count], [, ttl]] = [replies[2 * i], replies[2 * i + 1]];
          return { count: Number(count ?? 0), ttlMs: Math.max(0, Number(ttl ?? 0)) };
        });
      },
      () => keys.map((key) => this.readMemory(key)),
    );
  }

  /** Counts one more; the counter starts its life of `ttlMs` at its first count. */
  add(key: string, ttlMs: number): Promise<void> {
    return this.either(
      async (redis) => void (await redis[COMMAND](this.key(key), ttlMs)),
      () => {
        const now = Date.now();
        const entry = this.readMemory(key);
        this.memory.delete(key);
        this.memory.set(key, { count: entry.count + 1, expiresAt: entry.count ? now + entry.ttlMs : now + ttlMs });
        if (this.memory.size > MEMORY_LIMIT) {
          this.memory.delete(this.memory.keys().next().value!);
        }
      },
    );
  }

  /** Sets the counter to 1 for `ttlMs` (a mark: "seen"). */
  mark(key: string, ttlMs: number): Promise<void> {
    return this.either(
      async (redis) => void (await redis.set(this.key(key), '1', 'PX', ttlMs)),
      () => {
        this.memory.delete(key);
        this.memory.set(key, { count: 1, expiresAt: Date.now() + ttlMs });
      },
    );
  }

  clear(key: string): Promise<void> {
    return this.either(
      async (redis) => void (await redis.del(this.key(key))),
      () => void this.memory.delete(key),
    );
  }

  private key(key: string): string {
    return `${this.prefix}:${key}`;
  }

  private readMemory(key: string): Count {
    const entry = this.memory.get(key);
    const ttlMs = entry ? entry.expiresAt - Date.now() : 0;
    if (!entry || ttlMs <= 0) {
      this.memory.delete(key);
      return { count: 0, ttlMs: 0 };
    }
    return { count: entry.count, ttlMs };
  }

  /** Redis when it is ready and answers within REDIS_WAIT_MS; memory otherwise. */
  private async either<T>(inRedis: (redis: Counting) => Promise<T>, inMemory: () => T): Promise<T> {
    const redis = this.redis;
    if (!redis || redis.status !== 'ready') {
      return inMemory();
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<{ late: true }>((resolve) => {
      timer = setTimeout(() => resolve({ late: true }), REDIS_WAIT_MS);
    });
    const done = inRedis(redis).then(
      (value) => ({ value }),
      () => ({ late: true as const }),
    );
    const result = await Promise.race([done, late]).finally(() => clearTimeout(timer));
    return 'value' in result ? result.value : inMemory();
  }
}
