import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../src/database/sql';
import { SessionCache, SILENT_MS } from '../src/modules/auth/session-cache';
import { newUser } from './helpers/factories';
import { newListing } from './helpers/listings';
import { lastMailTo } from './helpers/mail';
import { startFaultProxy, type FaultProxy } from './helpers/fault-proxy';
import { form } from './helpers/forms';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/** The session id an access token carries. */
const sessionOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

/** Keeps the event loop busy (the process too loaded to run anything else) for `ms`. */
function busyLoop(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // A saturated process: no timer, no socket is served meanwhile.
  }
}

/** Waits (without any time limit of its own) until `check` holds. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the session cache never accepts an ended session (two instances on one database)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp({ redis: false, env: THROTTLE_OFF });
    b = await startTestApp({ redis: false, database: a.database, env: THROTTLE_OFF });
    await until(() => a.app.get(SessionCache).usable && b.app.get(SessionCache).usable);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Signs in and has both instances check (and keep) the session. */
  async function signedInOnBoth() {
    const u = await newUser(a);
    for (const t of [a, b, a, b]) {
      expect((await t.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(200);
    }
    expect(b.app.get(SessionCache).get(sessionOf(u.access_token), u.id)).toBeDefined();
    return u;
  }

  // The revoking instance refuses at once (it drops its entries before answering). Another
  // instance refuses as soon as PostgreSQL's notification reaches it: milliseconds, but not
  // ordered with the revoker's answer (each listening backend forwards it when it is scheduled),
  // so these tests wait for that notification on the other instance (`echo`, at most 2 s) —
  // without it, the entry would still be there and the request would pass.
  it('a logout on one instance is refused there at once, and on the other once its notification arrives', async () => {
    const u = await signedInOnBoth();
    expect((await a.request('POST', '/api/auth/logout', { token: u.access_token })).status).toBe(200);
    expect((await a.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(401);
    await b.app.get(SessionCache).echo([`s:${sessionOf(u.access_token)}`]);
    expect((await b.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(401);
  });

  it('a password change on one instance ends the other sessions on the other', async () => {
    const u = await signedInOnBoth();
    const other = await a.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
    const otherToken: string = other.body.token.access_token;
    expect((await b.request('GET', '/api/auth/me', { token: otherToken })).status).toBe(200);
    const changed = await a.request('POST', '/api/auth/profile/edit', {
      token: u.access_token,
      body: form({ current_password: u.password, password: 'Brandnew!42', password_confirmation: 'Brandnew!42' }),
    });
    expect(changed.status).toBe(200);
    await b.app.get(SessionCache).echo([`s:${sessionOf(otherToken)}`]);
    expect((await b.request('GET', '/api/auth/me', { token: otherToken })).status).toBe(401);
    expect((await b.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(200);
  });

  it('a suspension written by any code path reaches every instance (the trigger notifies)', async () => {
    const u = await signedInOnBoth();
    const seen = b.app.get(SessionCache).notificationCount();
    await sql(a.app.get(EntityManager).fork(), "update users set suspended_until = now() + interval '1 day' where id = ?", [u.id]);
    await b.app.get(SessionCache).echo([`u:${u.id}`], seen);
    expect((await b.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(401);
  });

  it('an email confirmed on one instance is known to the other: it publishes a listing there at once', async () => {
    const u = await newUser(a, {}, { confirmed: false });
    for (const t of [a, b]) {
      expect((await t.request('GET', '/api/auth/me', { token: u.access_token })).body.user.email_verified).toBe(false);
    }
    expect(b.app.get(SessionCache).get(sessionOf(u.access_token), u.id)).toMatchObject({ emailVerified: false });
    await a.drainQueues();
    const token = /\/verify-email\/([A-Za-z0-9_-]{43})/.exec(lastMailTo(a, u.email))![1];
    expect((await a.request('POST', `/api/auth/email/verify/${token}`)).status).toBe(200);
    // The users trigger notifies on email_verified_at (as on a suspension): b drops what it kept.
    await b.app.get(SessionCache).echo([`u:${u.id}`]);
    expect(b.app.get(SessionCache).get(sessionOf(u.access_token), u.id)).toBeUndefined();
    expect(await newListing(b, u, 'marketplaces')).toMatchObject({ id: expect.any(Number) });
  });

  it('while its listener is down, the cache is not used: a revocation it cannot hear of is still refused', async () => {
    const u = await signedInOnBoth();
    const cache = b.app.get(SessionCache);
    const db = a.app.get(EntityManager).fork();
    await sql(db, "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'plaza-sessions' and datname = current_database()");
    await until(() => !cache.usable);
    // Revoked behind every cache's back (no notification reaches b now).
    await sql(db, 'update sessions set revoked_at = now() where id = ?', [sessionOf(u.access_token)]);
    expect(cache.usable).toBe(false);
    expect((await b.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(401);
    // It listens again on its own, and starts empty.
    await until(() => cache.usable);
    expect(cache.get(sessionOf(u.access_token), u.id)).toBeUndefined();
    expect((await b.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(401);
  });

  it('a process too busy to read its listener in time keeps its cache: a late answer is not a dead listener', async () => {
    const u = await signedInOnBoth();
    const cache = b.app.get(SessionCache);
    const session = sessionOf(u.access_token);
    // Longer than the listener may stay silent; its answers wait, unread, in the socket.
    busyLoop(SILENT_MS + 1_000);
    // A few turns of the loop: the overdue heartbeat runs, the answers are read.
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(cache.usable).toBe(true);
    expect(cache.get(session, u.id)).toEqual({ id: u.id, role: 'member', emailVerified: true, createdAt: expect.any(Number) });
    // And it still hears of a revocation made on the other instance.
    expect((await a.request('POST', '/api/auth/logout', { token: u.access_token })).status).toBe(200);
    await cache.echo([`s:${session}`]);
    expect(cache.get(session, u.id)).toBeUndefined();
    expect((await b.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(401);
  });
});

describe('the session cache across a network partition of its listener', () => {
  let pg: FaultProxy;
  let t: TestApp;
  beforeAll(async () => {
    pg = await startFaultProxy(process.env.TEST_DATABASE_URL!);
    // Short database timeouts, as in faults.int.ts: what the app was asking during the partition ends soon after.
    t = await startTestApp({
      redis: false,
      env: { ...THROTTLE_OFF, DB_CONNECT_TIMEOUT_MS: '1000', DB_QUERY_TIMEOUT_MS: '2000' },
      rewriteDatabaseUrl: (url) => pg.url(url),
    });
    await until(() => t.app.get(SessionCache).usable);
  });
  afterAll(async () => {
    pg?.restore();
    await t?.close();
    await pg?.close();
  });

  it('is switched off when the listener goes silent (no error, no end), even while the process is busy, and on again after', async () => {
    const u = await newUser(t);
    const cache = t.app.get(SessionCache);
    expect((await t.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(200);
    expect(cache.get(sessionOf(u.access_token), u.id)).toBeDefined();
    pg.cut('blackhole');
    busyLoop(1_000);
    // Nothing reports the partition: only the unanswered heartbeat does.
    await until(() => !cache.usable);
    expect(cache.get(sessionOf(u.access_token), u.id)).toBeUndefined();
    pg.restore();
    await until(() => cache.usable);
    expect((await t.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(200);
  });
});
