import { randomBytes } from 'node:crypto';
import { SessionCache } from '../src/modules/auth/session-cache';
import { eventually } from './helpers/eventually';
import { newUser, type TestUser } from './helpers/factories';
import { newListing } from './helpers/listings';
import { hasRedis } from './helpers/skips';
import { describeWithCluster, startPgCluster, type PgCluster } from './helpers/pg-cluster';
import { connect, disconnected, subscribe, type TestSocket } from './helpers/sockets';
import { startTestApp, THROTTLE_OFF, type TestApp } from './helpers/test-app';

/** How long a member's reads stay on the primary after they write, in these tests. */
const AFTER_WRITE_MS = 1500;

function postForm(body: string): FormData {
  const f = new FormData();
  f.append('body', body);
  return f;
}

/** The session id an access token carries. */
const sessionOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

/**
 * Plaza on a primary, a streaming replica (pg_basebackup) and PgBouncer in transaction mode in
 * front of the primary, all started here from Debian's binaries. Three app instances share them:
 * `t` and `two` tolerate a minute of replica lag, `strict` only 300 ms.
 */
describeWithCluster('Plaza through PgBouncer in transaction mode, with a read replica', () => {
  let cluster: PgCluster;
  let t: TestApp;
  let strict: TestApp;
  let two: TestApp;
  const db = `plaza_t_scale_${randomBytes(4).toString('hex')}`;
  const sockets: TestSocket[] = [];

  const env = (maxLagMs: number) => ({
    ...THROTTLE_OFF,
    DATABASE_URL: cluster.bouncerUrl(db),
    DATABASE_DIRECT_URL: cluster.primaryUrl(db),
    DATABASE_READ_URL: cluster.replicaUrl(db),
    DATABASE_POOL_MODE: 'transaction',
    DATABASE_READ_MAX_LAG_MS: String(maxLagMs),
    DATABASE_READ_AFTER_WRITE_MS: String(AFTER_WRITE_MS),
    LISTING_SEARCH_CACHE_SECONDS: '0',
    DB_CONNECT_TIMEOUT_MS: '2000',
  });
  const replica = (statement: string) => cluster.query(cluster.replicaUrl(db), (c) => c.query(statement));
  const bouncer = <T>(statement: string) => cluster.query(cluster.bouncerUrl('pgbouncer'), (c) => c.query(statement).then((r) => r.rows as T[]));
  const search = (app: TestApp, u: TestUser, word: string) =>
    app.request('GET', `/api/marketplaces?search=${word}`, { token: u.access_token }).then((res) => {
      expect(res.status).toBe(200);
      return (res.body.data as Array<{ name: string }>).map((l) => l.name);
    });
  /** A member who has written nothing lately: their reads may come from the replica. */
  const reader = async (app: TestApp) => {
    const u = await newUser(app);
    await new Promise((r) => setTimeout(r, AFTER_WRITE_MS + 100));
    return u;
  };

  beforeAll(async () => {
    cluster = await startPgCluster();
    await cluster.query(cluster.primaryUrl(), (c) => c.query(`create database "${db}"`));
    t = await startTestApp({ database: db, env: env(60_000) });
    strict = await startTestApp({ database: db, env: env(300) });
    two = await startTestApp({ database: db, env: env(60_000) });
    await cluster.caughtUp();
  }, 120_000);
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await replica('select pg_wal_replay_resume()').catch(() => undefined);
  });
  afterAll(async () => {
    await two?.close();
    await strict?.close();
    await t?.close();
    await cluster?.stop();
  });

  it('signs in, chats, lists, searches and notifies through PgBouncer in transaction mode', async () => {
    const [pool] = await bouncer<{ database: string; pool_mode: string }>('show pools').then((rows) => rows.filter((p) => p.database === db));
    expect(pool.pool_mode).toBe('transaction');
    // The settings PgBouncer's connections cannot take at start-up are the database's defaults.
    const settings = await cluster.query(cluster.bouncerUrl(db), (c) => c.query(`select current_setting('jit') as jit, current_setting('pg_trgm.word_similarity_threshold', true) as typo`));
    expect(settings.rows).toEqual([{ jit: 'off', typo: '0.5' }]);

    const ana = await newUser(t);
    const sam = await newUser(t);
    const chat = await t.request('POST', '/api/chats', { token: ana.access_token, body: { user_id: sam.id } });
    expect(chat.status).toBe(201);
    // The send's statements, many times over few server connections: named ones would collide.
    for (let i = 1; i <= 6; i++) {
      const sent = await t.request('POST', `/api/chats/${chat.body.data.id}/messages`, { token: ana.access_token, body: { message: `hello ${i}` } });
      expect(sent.status).toBe(201);
    }
    const mine = await t.request('GET', `/api/chats/${chat.body.data.id}/messages`, { token: ana.access_token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((m: { message: string }) => m.message).sort()).toEqual(['hello 1', 'hello 2', 'hello 3', 'hello 4', 'hello 5', 'hello 6']);
    const unseen = await eventually(
      () => strict.request('GET', '/api/chats/messages/count-unseen', { token: sam.access_token }),
      (res) => res.body?.messages_count === 6,
    );
    expect(unseen.body).toEqual({ messages_count: 6 });

    await newListing(t, ana, 'marketplaces', { name: 'Folding kayak' });
    expect(await eventually(() => search(strict, sam, 'kayak'), (names) => names.length === 1)).toEqual(['Folding kayak']);

    const post = await t.request('POST', '/api/posts', { token: ana.access_token, body: postForm('Out on the river today') });
    expect(post.status).toBe(201);
    expect((await t.request('POST', `/api/posts/${post.body.data.id}/like`, { token: sam.access_token })).status).toBe(200);
    await t.drainQueues();
    const unread = await eventually(
      () => t.request('GET', '/api/notifications/count-unread', { token: ana.access_token }),
      (res) => res.body?.un_read === 1,
    );
    expect(unread.body.un_read).toBe(1);

    const [stats] = await bouncer<{ database: string; total_xact_count: string }>('show stats').then((rows) => rows.filter((s) => s.database === db));
    expect(Number(stats.total_xact_count)).toBeGreaterThan(20);
  });

  it('listens on the direct connection: a sign-out on one instance ends the session and its socket on the other', async () => {
    const clients = await bouncer<{ database: string; application_name: string }>('show clients');
    expect(clients.filter((c) => c.database === db && /^plaza-(sessions|outbox)$/.test(c.application_name))).toEqual([]);
    const listening = await cluster.query(cluster.primaryUrl(), (c) =>
      c.query<{ name: string }>(`select application_name as name from pg_stat_activity where datname = $1 and application_name like 'plaza-%' order by 1`, [db]),
    );
    expect(listening.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['plaza-outbox', 'plaza-sessions']));

    const u = await newUser(t);
    for (const app of [t, strict]) {
      expect((await app.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(200);
    }
    // Sockets are closed across instances through Redis's adapter: without it, only the refusal.
    const socket = hasRedis ? await connect(strict, u.access_token) : undefined;
    if (socket) {
      sockets.push(socket);
      expect(await subscribe(strict, socket, u.access_token, `private-user.${u.id}`)).toEqual({ ok: true });
    }
    const dropped = socket && disconnected(socket, 10_000);
    expect((await t.request('POST', '/api/auth/logout', { token: u.access_token })).status).toBe(200);
    await strict.app.get(SessionCache).echo([`s:${sessionOf(u.access_token)}`]);
    expect((await strict.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(401);
    if (dropped) {
      expect(await dropped).toBe('io server disconnect');
    }
  });

  it("reads others' writes from the replica, and a member's own from the primary at once", async () => {
    const seller = await newUser(t);
    const buyer = await reader(t);
    await cluster.caughtUp();
    await replica('select pg_wal_replay_pause()');

    await newListing(t, seller, 'marketplaces', { name: 'Brass zeppelin lamp' });
    // The seller just wrote: their reads come from the primary.
    expect(await search(t, seller, 'zeppelin')).toEqual(['Brass zeppelin lamp']);
    // The buyer reads the replica, which has not replayed the listing yet.
    expect(await search(t, buyer, 'zeppelin')).toEqual([]);

    await replica('select pg_wal_replay_resume()');
    await cluster.caughtUp();
    expect(await eventually(() => search(t, buyer, 'zeppelin'), (names) => names.length === 1, 5000)).toEqual(['Brass zeppelin lamp']);
  });

  it('shows a member who has just signed up their account and others their profile, though the replica has not replayed it, also past the read-your-writes window', async () => {
    const viewer = await newUser(t); // past their own window by the time they look (below)
    await cluster.caughtUp();
    await replica('select pg_wal_replay_pause()');
    const u = await newUser(t);
    const me = await t.request('GET', '/api/auth/me', { token: u.access_token });
    expect([me.status, me.body.user?.username]).toEqual([200, u.username]);
    // The window has passed, and the replica still lacks the account (a lag `t` and `two` tolerate).
    await new Promise((r) => setTimeout(r, AFTER_WRITE_MS + 200));
    for (const app of [t, strict, two]) {
      const later = await app.request('GET', '/api/auth/me', { token: u.access_token });
      expect([later.status, later.body.user?.username]).toEqual([200, u.username]);
      // Another member opens the new member's profile: the page, its friends preview, its friends page, its wall.
      const profile = await app.request('GET', `/api/users/${u.username.toUpperCase()}`, { token: viewer.access_token });
      expect([profile.status, profile.body.data?.user?.id, profile.body.data?.user?.username]).toEqual([200, u.id, u.username]);
      const lastFriends = await app.request('GET', `/api/friends/last/${u.id}`, { token: viewer.access_token });
      expect([lastFriends.status, lastFriends.body.data]).toEqual([200, []]);
      const friends = await app.request('GET', `/api/friends/other/${u.id}`, { token: viewer.access_token });
      expect([friends.status, friends.body.data, friends.body.total]).toEqual([200, [], 0]);
      const wall = await app.request('GET', `/api/users/${u.id}/posts`, { token: viewer.access_token });
      expect([wall.status, wall.body.data, wall.body.total]).toEqual([200, [], 0]);
    }
  });

  (hasRedis ? it : it.skip)("reads a member's own writes from the primary on every instance (marked in Redis)", async () => {
    const seller = await newUser(t);
    const buyer = await reader(t);
    await cluster.caughtUp();
    await replica('select pg_wal_replay_pause()');
    await newListing(t, seller, 'marketplaces', { name: 'Teak rocking chair' });
    expect(await search(two, seller, 'rocking')).toEqual(['Teak rocking chair']);
    expect(await search(two, buyer, 'rocking')).toEqual([]);
  });

  it('reads from the primary while the replica lags past DATABASE_READ_MAX_LAG_MS, without an error', async () => {
    const seller = await newUser(t);
    const buyer = await reader(strict);
    await cluster.caughtUp();
    await replica('select pg_wal_replay_pause()');
    await newListing(t, seller, 'marketplaces', { name: 'Walnut harpsichord' });
    // Lagging, then measured as such within a second: the strict instance's reads move to the primary.
    const found = await eventually(() => search(strict, buyer, 'harpsichord'), (names) => names.length === 1, 8000);
    expect(found).toEqual(['Walnut harpsichord']);
    // The tolerant instance still reads the replica (proof that the replica really lags).
    expect(await search(t, buyer, 'harpsichord')).toEqual([]);
  });

  it('reads from the primary when the replica is down, from the first request on, and back on the replica once it returns', async () => {
    const seller = await newUser(t);
    const buyer = await reader(t);
    await cluster.caughtUp();
    await cluster.stopReplica();
    try {
      await newListing(t, seller, 'marketplaces', { name: 'Copper samovar' });
      for (const app of [t, strict, t, strict]) {
        expect(await search(app, buyer, 'samovar')).toEqual(['Copper samovar']);
        const list = await app.request('GET', '/api/notifications', { token: buyer.access_token });
        expect(list.status).toBe(200);
      }
    } finally {
      await cluster.startReplica();
    }
    await cluster.caughtUp();
    await replica('select pg_wal_replay_pause()');
    await newListing(t, seller, 'marketplaces', { name: 'Copper kettle' });
    // Once its check (at most a second old) sees it back, the replica answers again: without the kettle.
    const back = await eventually(() => search(t, buyer, 'copper'), (names) => names.length === 1, 8000);
    expect(back).toEqual(['Copper samovar']);
  });
});
