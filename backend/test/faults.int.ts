import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { Client } from 'pg';
import { io } from 'socket.io-client';
import { WebSocket } from 'ws';
import { Logger } from '@nestjs/common';
import { join } from 'node:path';
import { newUser, signUpBody, type TestUser } from './helpers/factories';
import { form } from './helpers/forms';
import { unusedPort } from './helpers/ports';
import { dropRedisKeys } from './helpers/redis-keys';
import { describeWithRedis } from './helpers/skips';
import { startFaultProxy, type CutMode, type FaultProxy } from './helpers/fault-proxy';
import { startMainProcess } from './helpers/main-process';
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
    let closed = false;
    try {
      const member = await newUser(t);
      // Several pooled connections, left idle.
      await Promise.all(Array.from({ length: 5 }, () => t.request('GET', '/api/auth/me', { token: member.access_token })));
      pg.cut('blackhole');
      // One request in flight (it waits for its query's timeout); the pool's other connections
      // sit idle across the partition.
      const inFlight = Promise.all([t.request('GET', '/api/auth/me', { token: member.access_token })]);
      await new Promise((r) => setTimeout(r, 200));
      await t.close();
      closed = true;
      // Every request in flight got its answer (the app waited for them), and it was a 503.
      expect((await inFlight).map((res) => res.status)).toEqual([503]);
    } finally {
      if (!closed) {
        await t.close().catch(() => undefined);
      }
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

async function adminQuery(text: string): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

describe('SIGTERM with connections open', () => {
  const database = `plaza_t_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'plaza-test-sigterm-'));
  const redisPrefix = `plaza-test-${database}`;
  beforeAll(() => adminQuery(`create database "${database}"`));
  afterAll(async () => {
    await adminQuery(`drop database if exists "${database}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops accepting, finishes the request in flight, closes sockets with a reconnect hint, and exits 0 within 10 s', async () => {
    const port = await unusedPort();
    const base = new URL(process.env.TEST_DATABASE_URL!);
    base.pathname = `/${database}`;
    const app = startMainProcess({
      DATABASE_URL: base.toString(),
      REDIS_URL: process.env.REDIS_URL ?? '',
      REDIS_PREFIX: redisPrefix,
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-jwt-secret-0123456789abcdef',
      PUSHER_APP_KEY: 'sigterm-key',
      PUSHER_APP_SECRET: 'sigterm-secret',
    });
    const exited = app.exited;
    try {
      await app.ready();
      const url = `http://127.0.0.1:${port}`;
      const t = {
        async request(method: string, path: string, body?: unknown, token?: string) {
          const res = await fetch(`${url}${path}`, {
            method,
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: res.status, body: (await res.json()) as any };
        },
      };
      const account = signUpBody();
      expect((await t.request('POST', '/api/auth/register', account)).status).toBe(201);
      const token = (await t.request('POST', '/api/auth/login', { email: account.email, password: account.password })).body.token.access_token as string;

      // A Socket.IO client and a Pusher client, connected.
      const socket = io(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      await new Promise<void>((done, fail) => {
        socket.once('connect', done);
        socket.once('connect_error', fail);
      });
      const socketGone = new Promise<string>((done) => socket.once('disconnect', done));
      const pusher = new WebSocket(`ws://127.0.0.1:${port}/app/sigterm-key?protocol=7&client=js&version=8.6.0`);
      await new Promise<void>((done) => pusher.on('message', (raw) => String(raw).includes('pusher:connection_established') && done()));
      const pusherGone = new Promise<number>((done) => pusher.once('close', (code) => done(code)));

      // A request in flight: a post whose body is still on its way when the signal comes.
      const boundary = 'plaza-sigterm';
      const body = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\nWritten during shutdown\r\n--${boundary}--\r\n`);
      const inFlight = new Promise<{ status: number; text: string }>((done, fail) => {
        const req = httpRequest(`${url}/api/posts`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => done({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', fail);
        req.write(body.subarray(0, 20));
        setTimeout(() => req.end(body.subarray(20)), 1500);
      });
      await new Promise((r) => setTimeout(r, 300));

      const signalled = Date.now();
      app.kill('SIGTERM');

      // Socket.IO: the transport closes (the client reconnects on its own from that reason, unlike
      // "io server disconnect"). Pusher: 4200, which the protocol says means "reconnect now".
      expect(await socketGone).toBe('transport close');
      expect(await pusherGone).toBe(4200);
      // New connections are refused from then on.
      await expect(fetch(`${url}/api/health/live`)).rejects.toThrow();

      const answered = await inFlight;
      expect(answered.status).toBe(201);
      expect(JSON.parse(answered.text).data.body).toBe('Written during shutdown');

      const { code, at } = await exited;
      expect(code).toBe(0);
      expect(at - signalled).toBeLessThan(10_000);
      expect(app.output()).not.toMatch(/"level":50/);
      // The start-up line with its phases (bench/startup.mjs reads it), and Node's compile cache
      // kept under DATA_DIR (src/compile-cache.ts).
      expect(app.output()).toMatch(/"startup":\{"node":\d+,"entry":\d+,"launch":\d+,"modules":\d+,"database":\d+,"nest":\d+,"migrations":\d+,"listen":\d+\},"msg":"Started in \d+ ms"/);
      expect(existsSync(join(dataDir, 'compile-cache'))).toBe(true);
    } finally {
      app.kill('SIGKILL');
      await dropRedisKeys(redisPrefix);
    }
  });
});
