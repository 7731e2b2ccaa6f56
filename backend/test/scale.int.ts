import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { Channel } from 'pusher-js';
import sharp from 'sharp';
import { startAppProcess, type AppProcess } from './helpers/app-process';
import { clip } from './helpers/clips';
import { eventually } from './helpers/eventually';
import { newUser, type TestUser } from './helpers/factories';
import { form, png } from './helpers/forms';
import { newListing } from './helpers/listings';
import { hasClusterBinaries, startPgCluster, type PgCluster } from './helpers/pg-cluster';
import { next, pusherClient, subscribed } from './helpers/pusher-clients';
import { dropRedisKeys } from './helpers/redis-keys';
import { motoAvailable, s3Env, startS3Server, stopS3Server } from './helpers/s3-server';
import { hasRedis, SKIPPED_FILE } from './helpers/skips';
import { collect, connect, disconnected, subscribe, type TestSocket } from './helpers/sockets';
import type { ServerEvents } from '../src/realtime/socket-events';

/** How long a member's reads stay on the primary after they write, here. */
const AFTER_WRITE_MS = 1500;
/** Messages each way in the cross-instance chat. */
const N = 25;

/** pusher-js's presence channel, with the members it keeps. */
type Presence = Channel & { members: { count: number; members: Record<string, unknown> } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the run lacks, if anything: each piece is a separate install. */
function missing(): string[] {
  return [
    hasClusterBinaries ? '' : 'PostgreSQL server binaries and pgbouncer (apt-get install postgresql pgbouncer)',
    hasRedis ? '' : 'REDIS_URL',
    process.env.TEST_S3_ENDPOINT || motoAvailable() ? '' : 'an S3 server (python3 moto, or TEST_S3_ENDPOINT)',
  ].filter(Boolean);
}

function describeScale(name: string, fn: () => void): void {
  const lacking = missing();
  if (lacking.length === 0) {
    describe(name, fn);
    return;
  }
  appendFileSync(SKIPPED_FILE, `${name} (needs ${lacking.join(', ')})\n`);
  describe.skip(`${name} (skipped: needs ${lacking.join(', ')})`, fn);
}

/**
 * Plaza scaled out as docker-compose.yml runs it, every engine a real process: a PostgreSQL
 * primary, a streaming replica (pg_basebackup), PgBouncer in transaction mode in front of the
 * primary, Redis, an S3 server (moto), two API instances (APP_ROLE=api) and a queue worker
 * (APP_ROLE=worker), each started as `npm start` starts it, with files in the bucket only.
 * Members on different instances then use the site together; at the end one instance is killed
 * and the replica stopped in the middle of a run of writes.
 */
describeScale('Plaza scaled out: two API instances, a worker, PgBouncer, a read replica, Redis and S3', () => {
  let cluster: PgCluster;
  let api1: AppProcess;
  let api2: AppProcess;
  let worker: AppProcess;
  let startedS3 = false;
  const db = `plaza_t_scale_${randomBytes(4).toString('hex')}`;
  const redisPrefix = `plaza-test-${db}`;
  const sockets: TestSocket[] = [];
  const pushers: Array<{ disconnect(): void }> = [];

  const replica = (statement: string) => cluster.query(cluster.replicaUrl(db), (c) => c.query(statement));
  const search = (app: AppProcess, u: TestUser, word: string) =>
    app.request('GET', `/api/marketplaces?search=${word}`, { token: u.access_token }).then((res) => {
      expect(res.status).toBe(200);
      return (res.body.data as Array<{ name: string }>).map((l) => l.name);
    });
  const listing = (app: AppProcess, u: TestUser, name: string) => newListing(app, u, 'marketplaces', { name });
  const openChat = async (app: AppProcess, from: TestUser, to: TestUser): Promise<number> => {
    const res = await app.request('POST', '/api/chats', { token: from.access_token, body: { user_id: to.id } });
    expect([200, 201]).toContain(res.status);
    return res.body.data.id;
  };
  /** Every message of a chat, oldest first, as `u` reads it on `app`. */
  const messages = async (app: AppProcess, u: TestUser, chatId: number) => {
    const all: Array<{ id: number; message: string }> = [];
    for (let page = 1; ; page++) {
      const res = await app.request('GET', `/api/chats/${chatId}/messages?after_id=0&take=100&page=${page}`, { token: u.access_token });
      expect(res.status).toBe(200);
      all.push(...res.body.data);
      if (res.body.data.length < 100) {
        return all;
      }
    }
  };
  const live = async (app: AppProcess, token: string, channel: string) => {
    const socket = await connect(app, token);
    sockets.push(socket);
    expect(await subscribe(app, socket, token, channel)).toEqual({ ok: true });
    return socket;
  };
  const texts = (events: Array<ServerEvents['chats.message']>, from: TestUser) =>
    events
      .map((e) => JSON.parse(e.message) as { message: string; user_id: number })
      .filter((m) => m.user_id === from.id)
      .map((m) => m.message);

  beforeAll(async () => {
    if (!process.env.TEST_S3_ENDPOINT) {
      await startS3Server();
      startedS3 = true;
    }
    cluster = await startPgCluster();
    await cluster.query(cluster.primaryUrl(), (c) => c.query(`create database "${db}"`));
    const env = {
      DATABASE_URL: cluster.bouncerUrl(db),
      DATABASE_DIRECT_URL: cluster.primaryUrl(db),
      DATABASE_READ_URL: cluster.replicaUrl(db),
      DATABASE_POOL_MODE: 'transaction',
      // Lag is tolerated for a minute: a paused replay shows that searches are served by the replica.
      DATABASE_READ_MAX_LAG_MS: '60000',
      DATABASE_READ_AFTER_WRITE_MS: String(AFTER_WRITE_MS),
      // A busy machine (the test suites of others) has seen 2 s connects time out.
      DB_CONNECT_TIMEOUT_MS: '10000',
      LISTING_SEARCH_CACHE_SECONDS: '0',
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: redisPrefix,
      LOG_LEVEL: 'info',
      TRUST_NEW_ACCOUNT_HOURS: '0',
      ...(await s3Env(db.replace(/_/g, '-'))),
    };
    const primary = cluster.primaryUrl(db);
    // At once, as replicas start: one migrates while the others wait on its lock.
    const started = await Promise.allSettled([startAppProcess('api', env, primary), startAppProcess('api', env, primary), startAppProcess('worker', env, primary)]);
    [api1, api2, worker] = started.map((p) => (p.status === 'fulfilled' ? p.value : undefined!));
    for (const p of started) {
      if (p.status === 'rejected') {
        throw p.reason;
      }
    }
    await cluster.caughtUp();
    // Three apps compiled and booted at once, with the cluster: 2–5 minutes at a load average of 20 here.
  }, 300_000);
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    pushers.splice(0).forEach((p) => p.disconnect());
    await replica('select pg_wal_replay_resume()').catch(() => undefined);
  });
  afterAll(async () => {
    await Promise.all([api1?.stop(), api2?.stop(), worker?.stop()]);
    await cluster?.stop();
    await dropRedisKeys(redisPrefix);
    if (startedS3) {
      stopS3Server();
      delete process.env.TEST_S3_ENDPOINT;
    }
  }, 120_000);

  it(`carries ${N} chat messages each way between members on different instances, none lost or repeated, in order`, async () => {
    const ana = await newUser(api1);
    const ben = await newUser(api2);
    const chat = await openChat(api1, ana, ben);
    const toAna = collect(await live(api1, ana.access_token, `private-chats.${chat}`), 'chats.message');
    const toBen = collect(await live(api2, ben.access_token, `private-chats.${chat}`), 'chats.message');
    const send = async (app: AppProcess, from: TestUser, label: string) => {
      for (let i = 1; i <= N; i++) {
        const res = await app.request('POST', `/api/chats/${chat}/messages`, { token: from.access_token, body: { message: `${label} ${i}` } });
        expect(res.status).toBe(201);
      }
    };
    await Promise.all([send(api1, ana, 'from ana'), send(api2, ben, 'from ben')]);
    const expected = (label: string) => Array.from({ length: N }, (_, i) => `${label} ${i + 1}`);
    await eventually(
      () => texts(toBen, ana).length + texts(toAna, ben).length,
      (n) => n >= 2 * N,
    );
    await sleep(300); // a duplicate would arrive right behind
    expect(texts(toBen, ana)).toEqual(expected('from ana'));
    expect(texts(toAna, ben)).toEqual(expected('from ben'));
    const stored = (await messages(api2, ben, chat)).map((m) => m.message);
    expect(stored.filter((m) => m.startsWith('from ana'))).toEqual(expected('from ana'));
    expect(stored.filter((m) => m.startsWith('from ben'))).toEqual(expected('from ben'));
    // The worker delivers the recorded events: Ben's unseen count, read on the other instance.
    const unseen = await eventually(
      () => api1.request('GET', '/api/chats/messages/count-unseen', { token: ben.access_token }),
      (res) => res.body?.messages_count === N,
    );
    expect(unseen.body).toEqual({ messages_count: N });
  });

  it('serves a picture uploaded on one instance from the other, out of the bucket', async () => {
    const ana = await newUser(api1);
    const up = await api1.request('POST', '/api/pictures', { token: ana.access_token, body: form({ title: 'Harbour' }, { image: { data: await png(800, 600), name: 'h.png' } }) });
    expect(up.status).toBe(201);
    for (const path of [`/storage/pictures/${up.body.data.image}`, `/storage/pictures/thumbs/${up.body.data.image}`]) {
      const res = await fetch(`${api2.url}${path}`);
      expect([path, res.status]).toEqual([path, 200]);
      const image = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(image.format).toBe('webp');
    }
    const listed = await api2.request('GET', `/api/pictures?user_id=${ana.id}`, { token: ana.access_token });
    expect(listed.body.data.map((p: { title: string }) => p.title)).toEqual(['Harbour']);
  });

  it('plays a video uploaded on one instance from the other, once the worker has made it playable', async () => {
    const ana = await newUser(api1);
    const up = await api1.request('POST', '/api/videos', { token: ana.access_token, body: form({ title: 'Test pattern' }, { video: { data: clip(2), name: 'clip.avi' } }) });
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ status: 'processing', file: null });
    // Transcoding takes seconds; asked twice a second, so as not to meet the rate limit.
    let ready = await api2.request('GET', `/api/videos/${up.body.data.id}`, { token: ana.access_token });
    for (const deadline = Date.now() + 120_000; ready.body?.data?.status === 'processing' && Date.now() < deadline; ) {
      await sleep(500);
      ready = await api2.request('GET', `/api/videos/${up.body.data.id}`, { token: ana.access_token });
    }
    expect(ready.body.data).toMatchObject({ status: 'ready', error: null });
    const { file, poster } = ready.body.data as { file: string; poster: string };
    const whole = Buffer.from(await (await fetch(`${api2.url}/storage/videos/${file}`)).arrayBuffer());
    expect(whole.length).toBeGreaterThan(1000);
    const range = await fetch(`${api2.url}/storage/videos/${file}`, { headers: { range: 'bytes=100-199' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(whole.subarray(100, 200));
    const still = await fetch(`${api1.url}/storage/videos/posters/${poster}`);
    expect(still.status).toBe(200);
    expect((await sharp(Buffer.from(await still.arrayBuffer())).metadata()).width).toBe(320);
  }, 180_000);

  it('shows a storage share made on one instance to the friend on the other, and its file downloads there', async () => {
    const ana = await newUser(api1);
    const ben = await newUser(api2);
    expect((await api1.request('POST', '/api/friends/add', { token: ana.access_token, body: { user_id: ben.id } })).status).toBe(200);
    expect((await api2.request('POST', '/api/friends/accept', { token: ben.access_token, body: { user_id: ana.id } })).status).toBe(200);
    const data = randomBytes(5000);
    const file = new FormData();
    file.append('files', new Blob([data], { type: 'application/octet-stream' }), 'notes.bin');
    const up = await api1.request('POST', '/api/storage', { token: ana.access_token, body: file });
    expect(up.status).toBe(201);
    const item = up.body.data[0];
    const share = new FormData();
    share.append('storage_id', String(item.id));
    share.append('user_ids', String(ben.id));
    expect((await api1.request('POST', '/api/storage/shared', { token: ana.access_token, body: share })).status).toBe(201);

    const withBen = await api2.request('GET', '/api/storage/shared/friends', { token: ben.access_token });
    expect(withBen.body.data).toEqual([expect.objectContaining({ id: item.id, name: 'notes.bin', owner: expect.objectContaining({ id: ana.id }) })]);
    const seen = await api2.request('GET', `/api/storage/${item.id}`, { token: ben.access_token });
    expect(seen.status).toBe(200);
    // The instance checks access, then sends Ben to a short-lived presigned address of the bucket.
    const answer = await fetch(`${api2.url}${seen.body.data.url}`, { redirect: 'manual' });
    expect([answer.status, answer.status === 302 ? '' : await answer.text()]).toEqual([302, '']);
    const download = await fetch(answer.headers.get('location')!);
    expect([download.status, download.ok ? '' : await download.text()]).toEqual([200, '']);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(data);
  });

  it('finds a listing created on one instance by a search on the other, which the replica answers', async () => {
    const seller = await newUser(api1);
    const buyer = await newUser(api2);
    await sleep(AFTER_WRITE_MS + 100); // the buyer has written nothing lately: their reads may go to the replica
    await cluster.caughtUp();
    await replica('select pg_wal_replay_pause()');
    await listing(api1, seller, 'Brass zeppelin lamp');
    // Not replayed yet: the replica, not the primary, answers the buyer's search.
    expect(await search(api2, buyer, 'zeppelin')).toEqual([]);
    // The seller's own reads go to the primary, on any instance (marked in Redis).
    expect(await search(api2, seller, 'zeppelin')).toEqual(['Brass zeppelin lamp']);
    await replica('select pg_wal_replay_resume()');
    expect(await eventually(() => search(api2, buyer, 'zeppelin'), (names) => names.length === 1)).toEqual(['Brass zeppelin lamp']);
  });

  it('shows a member joining a Pusher presence channel on one instance to the member on the other', async () => {
    const ana = await newUser(api1, { first_name: 'Alma' });
    const ben = await newUser(api2, { first_name: 'Bento' });
    const chat = await openChat(api1, ana, ben);
    const name = `presence-chats.${chat}`;
    const ca = await pusherClient(api1, ana.access_token);
    pushers.push(ca);
    const pa = (await subscribed(ca, name)) as Presence;
    expect(pa.members.count).toBe(1);
    const added = next(pa, 'pusher:member_added');
    const cb = await pusherClient(api2, ben.access_token);
    pushers.push(cb);
    const pb = (await subscribed(cb, name)) as Presence;
    expect(await added).toEqual({ id: String(ben.id), info: expect.objectContaining({ first_name: 'Bento' }) });
    expect(Object.keys(pb.members.members).sort()).toEqual([String(ana.id), String(ben.id)].sort());
    const removed = next(pa, 'pusher:member_removed');
    cb.disconnect();
    expect(await removed).toEqual({ id: String(ben.id), info: expect.objectContaining({ first_name: 'Bento' }) });
  });

  it("closes a member's socket on one instance when their session is revoked on the other", async () => {
    const ana = await newUser(api1);
    const socket = await live(api2, ana.access_token, `private-user.${ana.id}`);
    const dropped = disconnected(socket, 15_000);
    expect((await api1.request('POST', '/api/auth/logout', { token: ana.access_token })).status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    const me = await eventually(
      () => api2.request('GET', '/api/auth/me', { token: ana.access_token }),
      (res) => res.status === 401,
    );
    expect(me.status).toBe(401);
  });

  it('keeps answering on the other instance when one is killed and the replica stops mid-run, losing nothing acknowledged', async () => {
    const ana = await newUser(api1);
    const ben = await newUser(api2);
    const seller = await newUser(api2);
    const chat = await openChat(api2, ana, ben);
    await listing(api1, seller, 'Teak rocking chair');
    const toBen = collect(await live(api2, ben.access_token, `private-chats.${chat}`), 'chats.message');
    await sleep(AFTER_WRITE_MS + 100);
    await cluster.caughtUp();

    // Ana sends through both instances in turn; after the tenth acknowledgement, instance 1 is
    // killed (SIGKILL: no goodbye) and the replica stopped, while she keeps sending.
    const acknowledged: string[] = [];
    let refused = 0;
    let broken: Promise<void> | undefined;
    for (let i = 1; i <= 40; i++) {
      const app = i % 2 ? api1 : api2;
      const res = await app.request('POST', `/api/chats/${chat}/messages`, { token: ana.access_token, body: { message: `run ${i}` } }).catch(() => undefined);
      if (res?.status === 201) {
        acknowledged.push(`run ${i}`);
      } else {
        refused++;
        expect(app).toBe(api1); // only the killed instance may fail
      }
      if (acknowledged.length === 10 && !broken) {
        api1.process.kill('SIGKILL');
        broken = cluster.stopReplica();
      }
      await sleep(20);
    }
    await broken;
    expect((await api1.process.exited).code).toBeNull(); // killed by the signal
    expect(refused).toBeGreaterThanOrEqual(10);
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);

    // Everything acknowledged is stored once, and reached Ben's socket on the surviving instance once.
    const stored = (await messages(api2, ben, chat)).map((m) => m.message);
    expect(stored.filter((m) => acknowledged.includes(m))).toEqual(acknowledged);
    expect(new Set(stored).size).toBe(stored.length);
    await eventually(
      () => texts(toBen, ana),
      (got) => acknowledged.every((m) => got.includes(m)),
    );
    const delivered = texts(toBen, ana);
    expect(acknowledged.filter((m) => !delivered.includes(m))).toEqual([]);
    expect(new Set(delivered).size).toBe(delivered.length);

    // The replica is down: the surviving instance's reads fall back to the primary, without an error.
    expect(await search(api2, ben, 'rocking')).toEqual(['Teak rocking chair']);
    await listing(api2, seller, 'Teak writing desk');
    const reader = await newUser(api2);
    await sleep(AFTER_WRITE_MS + 100);
    expect((await search(api2, reader, 'teak')).sort()).toEqual(['Teak rocking chair', 'Teak writing desk']);
    const health = await api2.request('GET', '/api/health');
    expect(health.status).toBe(200);
  });
});
