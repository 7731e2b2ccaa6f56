import { Redis } from 'ioredis';
import { newUser, type TestUser } from './helpers/factories';
import { describeWithRedis } from './helpers/skips';
import { startTestApp, type TestApp } from './helpers/test-app';

const LIMIT = 5;

/** The member-facing checks of the write limit, on one app or on two sharing their counters. */
function writeLimitSuite(name: string, options: { redis: boolean; instances: 1 | 2 }) {
  const run = options.redis ? describeWithRedis : describe;
  run(name, () => {
    let one: TestApp;
    let two: TestApp;
    const env = { WRITE_LIMIT_PER_MINUTE: String(LIMIT), AUTH_THROTTLE_LIMIT: '1000', AUTH_THROTTLE_IP_LIMIT: '1000' };
    beforeAll(async () => {
      one = await startTestApp({ redis: options.redis, env });
      two = options.instances === 2 ? await startTestApp({ redis: true, database: one.database, env }) : one;
    });
    afterAll(async () => {
      if (two !== one) {
        await two?.close();
      }
      await one?.close();
    });

    async function chatBetween(a: TestUser, b: TestUser): Promise<number> {
      const res = await one.request('POST', '/api/chats', { token: a.access_token, body: { user_id: b.id } });
      return res.body.data.id;
    }

    it('lets a member write up to the limit per minute, then answers 429 with Retry-After; reads go on', async () => {
      const a = await newUser(one);
      const b = await newUser(one);
      const chatId = await chatBetween(a, b); // the first write
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT; i++) {
        // Alternate instances: the budget is the member's, not one process's.
        const app = i % 2 ? two : one;
        statuses.push((await app.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body: { message: `hello ${i}` } })).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 429]);
      const refused = await two.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body: { message: 'one more' } });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ statusCode: 429, message: 'You are doing that too often. Please wait a moment and try again.' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // Nothing of the refused writes was stored.
      const page = await one.request('GET', `/api/chats/${chatId}/messages?take=50`, { token: a.access_token });
      expect(page.status).toBe(200);
      expect(page.body.data.map((m: { message: string }) => m.message).sort()).toEqual(['hello 0', 'hello 1', 'hello 2', 'hello 3']);
      // The other member's budget is their own, and signing out is never refused.
      expect((await one.request('POST', `/api/chats/${chatId}/messages`, { token: b.access_token, body: { message: 'hi' } })).status).toBe(201);
      expect((await one.request('POST', '/api/auth/logout', { token: a.access_token })).status).toBe(200);
    });

    it('counts reports too: a member cannot flood the moderators’ queue', async () => {
      const a = await newUser(one);
      const targets = await Promise.all(Array.from({ length: LIMIT + 1 }, () => newUser(one)));
      const statuses: number[] = [];
      for (const [i, target] of targets.entries()) {
        const app = i % 2 ? two : one;
        statuses.push((await app.request('POST', '/api/reports', { token: a.access_token, body: { subject_type: 'user', subject_id: target.id, reason: 'spam' } })).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });

    if (options.redis) {
      it('keeps counting in Redis when Redis has forgotten the counting script (a restart, SCRIPT FLUSH)', async () => {
        const a = await newUser(one);
        const b = await newUser(one);
        // Both instances have used the script already (sign-ups count through it too), so
        // ioredis sends its SHA1 from here on.
        const chatId = await chatBetween(a, b); // the first write, on one
        const send = (app: TestApp, i: number) =>
          app.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body: { message: `m${i}` } }).then((r) => r.status);
        const statuses = [await send(two, 1)]; // the second, on two
        const redis = new Redis(process.env.REDIS_URL!);
        try {
          await redis.script('FLUSH');
        } finally {
          redis.disconnect();
        }
        // Both instances must send the script's text again and go on with the member's count in Redis:
        // counting in memory instead would start each instance from zero and let all of these through.
        for (let i = 2; i <= 5; i++) {
          statuses.push(await send(i % 2 ? two : one, i));
        }
        expect(statuses).toEqual([201, 201, 201, 201, 429]);
      });
    }
  });
}

writeLimitSuite('per-member write limit (in memory, without Redis)', { redis: false, instances: 1 });
writeLimitSuite('per-member write limit shared by two instances (Redis)', { redis: true, instances: 2 });

describe('WRITE_LIMIT_PER_MINUTE=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { WRITE_LIMIT_PER_MINUTE: '0', AUTH_THROTTLE_LIMIT: '1000', AUTH_THROTTLE_IP_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('turns the limit off', async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    const chat = await t.request('POST', '/api/chats', { token: a.access_token, body: { user_id: b.id } });
    const statuses = await Promise.all(
      Array.from({ length: 130 }, (_, i) => t.request('POST', `/api/chats/${chat.body.data.id}/messages`, { token: a.access_token, body: { message: `m${i}` } }).then((r) => r.status)),
    );
    expect(new Set(statuses)).toEqual(new Set([201]));
  });
});
