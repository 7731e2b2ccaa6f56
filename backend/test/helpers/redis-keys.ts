import { Redis } from 'ioredis';

/** Deletes every key under `prefix` on REDIS_URL (what a test app or process wrote there). */
export async function dropRedisKeys(prefix: string): Promise<void> {
  if (!process.env.REDIS_URL) {
    return;
  }
  const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) {
        await redis.unlink(...keys);
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
