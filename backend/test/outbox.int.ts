import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../src/database/sql';
import { newUser, type TestUser } from './helpers/factories';
import { unusedPort } from './helpers/ports';
import { form } from './helpers/forms';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/**
 * Notifications are never lost when the process dies between the commit and the delivery: the
 * event is written to the outbox with the change, so a process killed (SIGKILL, nothing runs
 * after it) right after the commit leaves it there, and the next worker delivers it, exactly once
 * even when the dead one had already written the notification.
 *
 * The killed process is the real app in a child process (src/main.ts through helpers/run-source.cjs)
 * told where to die by PLAZA_TEST_CRASH_AT (inert unless set). The requests go through a process that only records
 * (APP_ROLE=api) or through the child; the survivor is a fresh app on the same database.
 */
describe('the event outbox: notifications survive a process killed after the commit', () => {
  let t: TestApp;
  /** Apps that deliver; closed after each test, so that the next doomed child is the only one. */
  const survivors: TestApp[] = [];
  /** Child processes started here (killed after each test if a failure left one alive). */
  const children: ChildProcess[] = [];
  const db = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => sql<T>(t.app.get(EntityManager).fork(), text, params);

  beforeAll(async () => {
    // Records, never delivers: the only deliveries are the child's and the survivor's.
    t = await startTestApp({ env: { ...THROTTLE_OFF, APP_ROLE: 'api' } });
  });
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
      }
    }
    for (const s of survivors.splice(0)) {
      await s.close();
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The app as `npm start` runs it (src/main.ts), in a process of its own that kills itself at `crashAt`. */
  async function doomedApp(crashAt: string): Promise<{ url: string; death: Promise<NodeJS.Signals | null> }> {
    const port = await unusedPort();
    const child = spawn(process.execPath, [resolve(__dirname, 'helpers/run-source.cjs'), resolve(__dirname, '../src/main.ts')], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: t.config.databaseUrl,
        REDIS_URL: '',
        DATA_DIR: t.config.dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        FRONTEND_DIST: '',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
        JWT_SECRET: t.config.jwtSecret,
        PUSHER_APP_KEY: t.config.pusherAppKey,
        PUSHER_APP_SECRET: t.config.pusherAppSecret,
        SEED_DEMO: 'false',
        WRITE_LIMIT_PER_MINUTE: '0',
        OUTBOX_LEASE_SECONDS: '1',
        PLAZA_TEST_CRASH_AT: crashAt,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    const death = new Promise<NodeJS.Signals | null>((done) => child.once('exit', (_code, signal) => done(signal)));
    await new Promise<void>((ready, fail) => {
      const check = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Plaza is running')) {
          ready();
        }
      };
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      void death.then(() => fail(new Error(`the app stopped before it ran:\n${output}`)));
    });
    return { url: `http://127.0.0.1:${port}`, death };
  }

  /** A request to the doomed app: it may die before it answers (the commit is what matters). */
  async function callDying(url: string, path: string, token: string, body: unknown): Promise<number | 'no answer'> {
    try {
      const res = await fetch(`${url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return res.status;
    } catch {
      return 'no answer';
    }
  }

  const notifications = (u: TestUser, type: string) => db<{ actor_id: number; created_at: Date }>('select actor_id, created_at from notifications where user_id = ? and type = ?', [u.id, type]);
  const outbox = () => db<{ event: string; attempts: number }>('select event, attempts from outbox order by id');

  /** A fresh app on the same database (a worker restarted after the crash); waits until the outbox is delivered. */
  async function survivor(): Promise<void> {
    const s = await startTestApp({ database: t.database, env: THROTTLE_OFF });
    survivors.push(s);
    // The dead process's lease (1 s here) must run out before anyone may deliver its row again.
    for (let i = 0; i < 200 && (await outbox()).length > 0; i++) {
      await s.drainQueues();
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('delivers a friend request committed by a process killed before it delivered anything, once', async () => {
    const [ana, bob] = [await newUser(t), await newUser(t)];
    const doomed = await doomedApp('outbox-before-dispatch');
    const answer = await callDying(doomed.url, '/api/friends/add', ana.access_token, { user_id: bob.id });
    expect(await doomed.death).toBe('SIGKILL');
    expect([200, 'no answer']).toContain(answer);

    // Committed: the request, and its event waiting in the outbox; nobody told yet.
    expect(await db('select 1 from friendships where requester_id = ? and addressee_id = ?', [ana.id, bob.id])).toHaveLength(1);
    expect((await outbox()).map((r) => r.event)).toEqual(['friendship.requested']);
    expect(await notifications(bob, 'FriendRequest')).toEqual([]);

    const before = Date.now();
    await survivor();
    const told = await notifications(bob, 'FriendRequest');
    expect(told.map((n) => n.actor_id)).toEqual([ana.id]);
    // Dated when it happened, not when it was finally delivered.
    expect(new Date(told[0].created_at).getTime()).toBeLessThanOrEqual(before);
    expect(await outbox()).toEqual([]);
    const seen = await t.request('GET', '/api/notifications', { token: bob.access_token });
    expect(seen.body.data.map((n: { type: string; user: { id: number } }) => [n.type, n.user.id])).toEqual([['FriendRequest', ana.id]]);
  });

  it('does not duplicate a like notification written by a process killed before it could mark the event delivered', async () => {
    const [author, fan] = [await newUser(t), await newUser(t)];
    const post = await t.request('POST', '/api/posts', { token: author.access_token, body: form({ body: 'At the lake' }) });
    expect(post.status).toBe(201);
    const doomed = await doomedApp('outbox-after-dispatch');
    const answer = await callDying(doomed.url, `/api/posts/${post.body.data.id}/like`, fan.access_token, {});
    expect(await doomed.death).toBe('SIGKILL');
    expect([200, 'no answer']).toContain(answer);

    // The dead process wrote the notification but its event is still in the outbox: it will be delivered again.
    expect(await notifications(author, 'LikedPost')).toHaveLength(1);
    expect(await outbox()).toEqual([{ event: 'post.liked', attempts: 1 }]);

    await survivor();
    expect((await notifications(author, 'LikedPost')).map((n) => n.actor_id)).toEqual([fan.id]);
    expect(await outbox()).toEqual([]);
  });

  it('keeps an event whose delivery fails, and retries it until it succeeds', async () => {
    const [ana, bob] = [await newUser(t), await newUser(t)];
    // A notification the database refuses for now (a trigger standing in for any failure).
    await db(`create function refuse_notifications() returns trigger language plpgsql as $$ begin raise exception 'not now'; end $$`);
    await db('create trigger refuse_notifications before insert on notifications for each row execute function refuse_notifications()');
    survivors.push(await startTestApp({ database: t.database, env: THROTTLE_OFF }));
    expect((await t.request('POST', '/api/friends/add', { token: ana.access_token, body: { user_id: bob.id } })).status).toBe(200);
    for (let i = 0; i < 100 && !(await db('select 1 from outbox where attempts > 0 and last_error is not null')).length; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const [failed] = await db<{ event: string; last_error: string }>('select event, last_error from outbox');
    expect(failed.event).toBe('friendship.requested');
    expect(failed.last_error).toContain('not now');
    expect(await notifications(bob, 'FriendRequest')).toEqual([]);

    await db('drop trigger refuse_notifications on notifications');
    await db('drop function refuse_notifications()');
    for (let i = 0; i < 100 && (await outbox()).length > 0; i++) {
      await new Promise((r) => setTimeout(r, 100)); // the retry is due 1 s after the failure
    }
    expect((await notifications(bob, 'FriendRequest')).map((n) => n.actor_id)).toEqual([ana.id]);
    expect(await outbox()).toEqual([]);
  });
});
