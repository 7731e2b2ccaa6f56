import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { MIGRATIONS } from '../src/database/migrations';
import { sql } from '../src/database/sql';
import { SEND_MANY_SQL } from '../src/modules/chats/chats.repository';
import { userChannel } from '../src/realtime/socket-events';
import { newUser, type TestUser } from './helpers/factories';
import { eventually } from './helpers/eventually';
import { collect, connect, nextEvent, subscribe, type TestSocket } from './helpers/sockets';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/**
 * The recipient's unseen count is kept (users.unseen_messages_count, and per chat side), not
 * recounted on each send: these check that what `GET /chats/messages/count-unseen` answers
 * (`messages_count`), what the chat list shows (`unseen_count`) and what `messages.unseen` carries
 * stay equal to a recount after every kind of change, including concurrent sends.
 */
describe('unseen message counts, kept with every change', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  const db = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => sql<T>(t.app.get(EntityManager).fork(), text, params);

  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await t?.close();
  });

  const openChat = async (a: TestUser, b: TestUser): Promise<number> => (await t.request('POST', '/api/chats', { token: a.access_token, body: { user_id: b.id } })).body.data.id;
  const send = (from: TestUser, chatId: number, message = 'hello') => t.request('POST', `/api/chats/${chatId}/messages`, { token: from.access_token, body: { message } });
  const count = async (u: TestUser): Promise<number> => {
    const res = await t.request('GET', '/api/chats/messages/count-unseen', { token: u.access_token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['messages_count']);
    return res.body.messages_count;
  };
  const chatCount = async (u: TestUser, chatId: number): Promise<number | undefined> =>
    (await t.request('GET', `/api/chats/${chatId}`, { token: u.access_token })).body.data?.unseen_count;

  /** The kept counts of every member and chat side that differ from a recount (none expected). */
  const drift = () =>
    db(
      `with recount as (
         select c.id, s.uid,
                (select count(*)::int from messages m where m.chat_id = c.id and m.recipient_id = s.uid and m.seen_at is null
                   and m.hidden_at is null and m.id > s.cleared) as n, s.kept
           from chats c cross join lateral (values (c.user_one_id, c.user_one_cleared_id, c.user_one_unseen),
                                                  (c.user_two_id, c.user_two_cleared_id, c.user_two_unseen)) s (uid, cleared, kept)
       )
       select 'chat ' || id || ' user ' || uid as what, n, kept from recount where n <> kept
       union all
       select 'user ' || u.id, coalesce(sum(r.n), 0)::int, u.unseen_messages_count
         from users u left join recount r on r.uid = u.id group by u.id having coalesce(sum(r.n), 0) <> u.unseen_messages_count`,
    );

  it('counts sends, seen marks, read-all and a deleted chat, on the endpoint, the chat list and the realtime event', async () => {
    const [me, ana, bob] = [await newUser(t), await newUser(t), await newUser(t)];
    const withAna = await openChat(ana, me);
    const withBob = await openChat(bob, me);
    const socket = await connect(t, me.access_token);
    sockets.push(socket);
    await subscribe(t, socket, me.access_token, userChannel(me.id));

    const first = nextEvent(socket, 'messages.unseen');
    const m1 = (await send(ana, withAna, 'one')).body.data;
    expect(await first).toEqual({ messages_count: 1, chat_id: withAna });
    await send(ana, withAna, 'two');
    const m3 = (await send(ana, withAna, 'three')).body.data;
    await send(bob, withBob, 'hi');
    await send(me, withBob, 'my own message counts for bob, not me');
    expect(await count(me)).toBe(4);
    expect(await count(bob)).toBe(1);
    expect([await chatCount(me, withAna), await chatCount(me, withBob)]).toEqual([3, 1]);

    // Seen: that message and every earlier one of the chat.
    const seen = nextEvent(socket, 'messages.unseen');
    expect((await t.request('GET', `/api/chats/${withAna}/messages/${m1.id}/seen`, { token: me.access_token })).status).toBe(200);
    expect(await seen).toEqual({ messages_count: 3 });
    expect(await count(me)).toBe(3);
    // Seen by the sender changes nothing.
    await t.request('GET', `/api/chats/${withAna}/messages/${m3.id}/seen`, { token: ana.access_token });
    expect(await count(me)).toBe(3);

    // Deleting a chat clears what was sent to me in it.
    expect((await t.request('DELETE', `/api/chats/${withAna}`, { token: me.access_token })).status).toBe(204);
    expect(await count(me)).toBe(1);
    await send(ana, withAna, 'after the delete');
    expect(await count(me)).toBe(2);
    expect(await chatCount(me, withAna)).toBe(1);

    // A moderator hiding a message takes it off; showing it again puts it back.
    const [hidden] = await db<{ id: number }>("update messages set hidden_at = now() where chat_id = ? and message = 'hi' returning id", [withBob]);
    expect(await count(me)).toBe(1);
    await db('update messages set hidden_at = null where id = ?', [hidden.id]);
    expect(await count(me)).toBe(2);

    const read = await t.request('POST', '/api/chats/read-all', { token: me.access_token });
    expect(read.body).toEqual({ messages_count: 0 });
    expect(await count(me)).toBe(0);
    expect(await drift()).toEqual([]);
  });

  it('does not count a send refused because of a block; the count stands while blocked and after', async () => {
    const [me, pest] = [await newUser(t), await newUser(t)];
    const chat = await openChat(pest, me);
    await send(pest, chat, 'before');
    expect((await t.request('POST', `/api/users/${pest.id}/block`, { token: me.access_token })).status).toBe(200);
    expect((await send(pest, chat, 'while blocked')).status).toBe(403);
    expect(await count(me)).toBe(1);
    expect((await t.request('POST', `/api/users/${pest.id}/unblock`, { token: me.access_token })).status).toBe(200);
    expect((await send(pest, chat, 'after')).status).toBe(201);
    expect(await count(me)).toBe(2);
    expect(await drift()).toEqual([]);
  });

  it('loses no update when many members send to one at once, while they read', async () => {
    const me = await newUser(t);
    const senders = await Promise.all(Array.from({ length: 6 }, () => newUser(t)));
    const chats = await Promise.all(senders.map((s) => openChat(s, me)));
    const socket = await connect(t, me.access_token);
    sockets.push(socket);
    await subscribe(t, socket, me.access_token, userChannel(me.id));
    const events = collect(socket, 'messages.unseen');

    const PER_SENDER = 15;
    const results = await Promise.all(
      senders.flatMap((s, i) => Array.from({ length: PER_SENDER }, (_, k) => send(s, chats[i], `message ${k}`))),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(await count(me)).toBe(senders.length * PER_SENDER);
    // Every send told the recipient a count that included its own message, never more than all of them.
    const sent = () => events.filter((e) => e.chat_id !== undefined).map((e) => e.messages_count);
    for (let i = 0; i < 100 && sent().length < results.length; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(sent().length).toBe(results.length);
    expect(Math.max(...sent())).toBe(results.length);
    expect(Math.min(...sent())).toBeGreaterThanOrEqual(1);

    // Sends racing seen marks and a delete still add up.
    const racing = await Promise.all([
      ...senders.map((s, i) => send(s, chats[i], 'racing')),
      t.request('GET', `/api/chats/${chats[0]}/messages/${results[PER_SENDER - 1].body.data.id}/seen`, { token: me.access_token }),
      t.request('DELETE', `/api/chats/${chats[1]}`, { token: me.access_token }),
    ]);
    expect(racing.every((r) => r.status < 300)).toBe(true);
    expect(await drift()).toEqual([]);
  });

  it('never deadlocks two send groups at once (two instances) whose chats differ but whose recipients cross', async () => {
    // Five members written in one statement, so their ids and their places on disk go the same
    // way: the recipients a, c and b, then the senders x and y.
    const tag = randomBytes(4).toString('hex');
    const made = await db<{ id: number }>(
      `insert into users (first_name, last_name, username, email, password_hash)
       select 'Cross', 'Member ' || g, 'cross_' || g || '_' || ?, 'cross.' || g || '.' || ? || '@example.com', 'x'
         from generate_series(1, 5) g order by g returning id`,
      [tag, tag],
    );
    const [a, c, b, x, y] = made.map((r) => r.id).sort((p, q) => p - q);
    const chats = await db<{ id: number; user_one_id: number; user_two_id: number }>(
      'insert into chats (user_one_id, user_two_id) values (?, ?), (?, ?), (?, ?), (?, ?), (?, ?) returning id, user_one_id, user_two_id',
      [x, a, x, c, x, b, y, a, y, b],
    );
    const chatsOf = (sender: number, recipients: number[]) =>
      recipients.map((to) => chats.find((row) => row.user_one_id === sender && row.user_two_id === to)!.id);
    const byX = chatsOf(x, [a, c, b]);
    const byY = chatsOf(y, [a, b]);

    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${t.database}`;
    const sessions: Client[] = [];
    const session = async () => {
      const client = new Client({ connectionString: url.toString() });
      sessions.push(client);
      await client.connect();
      const pid: number = (await client.query('select pg_backend_pid() as pid')).rows[0].pid;
      return { client, pid };
    };
    const blockers = async (pid: number): Promise<number[]> => (await db<{ b: number[] }>('select pg_blocking_pids(?) as b', [pid]))[0].b;
    const group = (client: Client, chatIds: number[], sender: number) =>
      client.query(SEND_MANY_SQL, [chatIds, chatIds.map(() => sender), chatIds.map((id) => `to chat ${id}`), chatIds.map(() => null)]).then(
        (result) => result.rows.map((row) => (row.id === null ? 'not sent' : 'sent')),
        (error: { code?: string; message: string }) => `failed: ${error.code} ${error.message}`,
      );
    try {
      const [holdA, holdC, one, two] = [await session(), await session(), await session(), await session()];
      // Another transaction is changing a's row (its new version goes after the others on disk)
      // and another holds c's.
      await holdA.client.query('begin');
      await holdA.client.query('update users set unseen_messages_count = unseen_messages_count where id = $1', [a]);
      await holdC.client.query('begin');
      await holdC.client.query('select 1 from users where id = $1 for no key update', [c]);

      // x's group (to a, c and b) waits for a; then takes a and waits for c.
      const first = group(one.client, byX, x);
      expect(await eventually(() => blockers(one.pid), (pids) => pids.includes(holdA.pid))).toContain(holdA.pid);
      await holdA.client.query('commit');
      expect(await eventually(() => blockers(one.pid), (pids) => pids.includes(holdC.pid))).toContain(holdC.pid);
      // y's group (to a and b) starts now: before, it took b (met first on disk) and waited for a.
      let secondDone = false;
      const second = group(two.client, byY, y).finally(() => (secondDone = true));
      await eventually(() => blockers(two.pid), (pids) => secondDone || pids.length > 0);
      // c is free: x's group goes on to b. Before, y's group held b and waited for a: a circle,
      // and PostgreSQL failed one of the two groups with a deadlock.
      await holdC.client.query('commit');

      expect(await Promise.all([first, second])).toEqual([
        ['sent', 'sent', 'sent'],
        ['sent', 'sent'],
      ]);
    } finally {
      await Promise.all(sessions.map((s) => s.end().catch(() => undefined)));
    }
    const totals = await db<{ id: number; n: number }>('select id, unseen_messages_count as n from users where id in (?, ?, ?, ?, ?) order by id', [a, c, b, x, y]);
    expect(totals.map((u) => u.n)).toEqual([2, 1, 2, 0, 0]);
    expect(await drift()).toEqual([]);
  });

  it('is counted once by the migration from the messages already there', async () => {
    const [me, ana] = [await newUser(t), await newUser(t)];
    const chat = await openChat(ana, me);
    for (const text of ['one', 'two', 'three']) {
      await send(ana, chat, text);
    }
    await send(me, chat, 'back');
    const migrator = t.app.get(MikroORM).migrator;
    const mine = MIGRATIONS.findIndex((m) => m.name.endsWith('_unseen_counters'));
    await migrator.down({ to: MIGRATIONS[mine - 1].name });
    // Written while no count was kept: a seen one, a hidden one, and three more.
    await db("update messages set seen_at = now() where chat_id = ? and message = 'one'", [chat]);
    await db("update messages set hidden_at = now() where chat_id = ? and message = 'two'", [chat]);
    await db("insert into messages (chat_id, user_id, recipient_id, message) select ?, ?, ?, 'later ' || g from generate_series(1, 3) g", [chat, ana.id, me.id]);
    await migrator.up();
    expect(await count(me)).toBe(4);
    expect(await count(ana)).toBe(1);
    expect(await drift()).toEqual([]);
  });

  it('keeps the other member right when an account goes with its chats', async () => {
    const [me, leaving] = [await newUser(t), await newUser(t)];
    const chat = await openChat(leaving, me);
    await send(leaving, chat, 'bye');
    expect(await count(me)).toBe(1);
    await db('delete from users where id = ?', [leaving.id]);
    expect(await count(me)).toBe(0);
    expect(await drift()).toEqual([]);
  });
});
