import { existsSync, readdirSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { join } from 'node:path';
import { newUser, type TestUser } from './helpers/factories';
import { form } from './helpers/forms';
import { describeWithRedis } from './helpers/skips';
import { startFaultProxy, type CutMode, type FaultProxy } from './helpers/fault-proxy';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/**
 * Faults injected for real: the app talks to PostgreSQL and Redis through a TCP proxy that the
 * test cuts (a server gone: connections reset) or blackholes (a partition: nothing comes back)
 * and then restores. What must hold: every request answers (a 503 with Retry-After where a
 * dependency is essential, never a hang and never a 401 that signs the member out), the app
 * recovers by itself, and it still closes.
 */

/** Short timeouts so that a partition is noticed quickly in the tests (the defaults are longer). */
const FAST_FAULTS: Record<string, string> = {
  ...THROTTLE_OFF,
  DB_CONNECT_TIMEOUT_MS: '1000',
  DB_QUERY_TIMEOUT_MS: '2000',
};

/** Retries `fn` until `ok` holds for its result (recovery happens in the background). */
async function eventually<T>(fn: () => Promise<T>, ok: (value: T) => boolean, tries = 100): Promise<T> {
  let last: T | undefined;
  for (let i = 0; i < tries; i++) {
    last = await fn();
    if (ok(last)) {
      return last;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return last!;
}

describe.each<CutMode>(['refuse', 'blackhole'])('PostgreSQL cut (%s)', (mode) => {
  let pg: FaultProxy;
  let t: TestApp;
  let member: TestUser;

  beforeAll(async () => {
    pg = await startFaultProxy(process.env.TEST_DATABASE_URL!);
    t = await startTestApp({ redis: false, env: FAST_FAULTS, rewriteDatabaseUrl: (url) => pg.url(url) });
    member = await newUser(t);
  });
  afterEach(() => pg.restore());
  afterAll(async () => {
    await t?.close();
    await pg?.close();
  });

  it('answers a signed-in request with 503 and Retry-After, never 401, and recovers when PostgreSQL returns', async () => {
    expect((await t.request('GET', '/api/auth/me', { token: member.access_token })).status).toBe(200);
    pg.cut(mode);
    const during = await Promise.all([
      t.request('GET', '/api/auth/me', { token: member.access_token }),
      t.request('GET', '/api/auth/me', { token: member.access_token }),
      t.request('POST', '/api/auth/login', { body: { email: member.email, password: member.password } }),
    ]);
    for (const res of during) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body).toEqual({ statusCode: 503, message: expect.any(String) });
    }
    pg.restore();
    const after = await eventually(
      () => t.request('GET', '/api/auth/me', { token: member.access_token }),
      (res) => res.status !== 503,
    );
    expect(after.status).toBe(200);
  });

  it('reports the database down in the readiness check while it is cut', async () => {
    pg.cut(mode);
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(503);
    expect((await t.request('GET', '/api/health/live')).status).toBe(200);
  });
});

describe('closing the app while PostgreSQL is partitioned', () => {
  it('finishes: the request in flight gets its 503 first, then the app closes', async () => {
    const pg = await startFaultProxy(process.env.TEST_DATABASE_URL!);
    const t = await startTestApp({ redis: false, env: FAST_FAULTS, rewriteDatabaseUrl: (url) => pg.url(url) });
    try {
      const member = await newUser(t);
      // Several pooled connections, left idle.
      await Promise.all(Array.from({ length: 5 }, () => t.request('GET', '/api/auth/me', { token: member.access_token })));
      pg.cut('blackhole');
      // One request in flight (it waits for its query's timeout); the pool's other connections
      // sit idle across the partition.
      const inFlight = Promise.all([t.request('GET', '/api/auth/me', { token: member.access_token })]);
      await new Promise((r) => setTimeout(r, 200));
      await t.app.close();
      // Every request in flight got its answer (the app waited for them), and it was a 503.
      expect((await inFlight).map((res) => res.status)).toEqual([503]);
    } finally {
      await t.close().catch(() => undefined);
      await pg.close();
    }
  });
});

/** Mails written for `to` (the file transport of the test app). */
const mailsTo = (t: TestApp, to: string) => {
  const dir = join(t.config.dataDir, 'mail');
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.includes(to)).length : 0;
};

describeWithRedis('Redis unreachable', () => {
  describe.each<CutMode>(['refuse', 'blackhole'])('(%s)', (mode) => {
    let redis: FaultProxy;
    let t: TestApp;
    let member: TestUser;

    beforeAll(async () => {
      redis = await startFaultProxy(process.env.REDIS_URL!);
      t = await startTestApp({ env: { ...FAST_FAULTS, REDIS_URL: redis.url(process.env.REDIS_URL!) } });
      member = await newUser(t);
    });
    afterEach(() => redis.restore());
    afterAll(async () => {
      await t?.close();
      await redis?.close();
    });

    it('signs in, reads and writes without it (throttling falls back), and recovers when it returns', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn');
      redis.cut(mode);
      const login = await t.request('POST', '/api/auth/login', { body: { email: member.email, password: member.password } });
      expect(login.status).toBe(200);
      const token = login.body.token.access_token as string;
      expect((await t.request('GET', '/api/auth/me', { token })).status).toBe(200);
      const post = await t.request('POST', '/api/posts', { token, body: form({ body: 'Written while Redis is away' }) });
      expect(post.status).toBe(201);
      expect((await t.request('GET', '/api/health')).status).toBe(503);

      redis.restore();
      expect((await eventually(() => t.request('GET', '/api/health'), (res) => res.status === 200)).status).toBe(200);
      // The logs say it once per outage, however many connections retried how many times (a
      // partition is only seen by the requests that time out: it may not be logged at all).
      const outages = warn.mock.calls.filter(([message]) => String(message).startsWith('Redis is unreachable'));
      if (mode === 'refuse') {
        expect(outages).toHaveLength(1);
      } else {
        expect(outages.length).toBeLessThanOrEqual(1);
      }
      warn.mockRestore();
    });

    it('answers 503 where a job must be queued (a reset mail), and queues it again once Redis is back', async () => {
      redis.cut(mode);
      const forgot = await t.request('POST', '/api/auth/password/forgot', { body: { email: member.email } });
      expect(forgot.status).toBe(503);
      expect(forgot.headers.get('retry-after')).toBe('5');

      redis.restore();
      const again = await eventually(
        () => t.request('POST', '/api/auth/password/forgot', { body: { email: member.email } }),
        (res) => res.status !== 503,
      );
      expect(again.status).toBe(200);
      await t.drainQueues();
      expect(mailsTo(t, member.email)).toBeGreaterThan(0);
    });
  });
});
