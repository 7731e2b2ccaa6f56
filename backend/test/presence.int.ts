import { newUser, type TestUser } from './helpers/factories';
import { describeWithRedis } from './helpers/skips';
import { collect, connect, nextEvent, subscribe, type TestSocket } from './helpers/sockets';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms));

async function befriend(t: TestApp, a: TestUser, b: TestUser): Promise<void> {
  expect((await t.request('POST', '/api/friends/add', { token: a.access_token, body: { user_id: b.id } })).status).toBe(200);
  expect((await t.request('POST', '/api/friends/accept', { token: b.access_token, body: { user_id: a.id } })).status).toBe(200);
}

/** A connected socket listening on the member's own channel. */
async function listen(t: TestApp, u: TestUser, sockets: TestSocket[]): Promise<TestSocket> {
  const socket = await connect(t, u.access_token);
  sockets.push(socket);
  expect(await subscribe(t, socket, u.access_token, `private-user.${u.id}`)).toEqual({ ok: true });
  return socket;
}

/** `who` as `viewer` sees them in their friends list. */
async function seenBy(t: TestApp, viewer: TestUser, who: TestUser): Promise<{ is_online: boolean; status: string }> {
  const res = await t.request('GET', '/api/friends?take=100', { token: viewer.access_token });
  const item = res.body.data.find((x: { id: number }) => x.id === who.id);
  return { is_online: item.is_online, status: item.status };
}

describe('presence', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
  });
  afterEach(() => {
    sockets.splice(0).forEach((s) => s.close());
  });
  afterAll(async () => {
    await t?.close();
  });

  const onlines = (u: TestUser, query = '') => t.request('GET', `/api/onlines${query}`, { token: u.access_token });

  it("a member's first socket makes them online: friends receive presence.changed, strangers nothing", async () => {
    const a = await newUser(t);
    const friend = await newUser(t);
    const stranger = await newUser(t);
    await befriend(t, a, friend);
    const friendSocket = await listen(t, friend, sockets);
    const strangerSocket = await listen(t, stranger, sockets);
    const strangerSaw = collect(strangerSocket, 'presence.changed');
    expect(await seenBy(t, friend, a)).toEqual({ is_online: false, status: 'offline' });

    const received = nextEvent(friendSocket, 'presence.changed');
    sockets.push(await connect(t, a.access_token));
    expect(await received).toEqual({ user_id: a.id, status: 'online', is_online: true });
    expect(await seenBy(t, friend, a)).toEqual({ is_online: true, status: 'online' });
    const list = await onlines(friend);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, data: [{ id: a.id, is_online: true, status: 'online' }] });
    await settle(200);
    expect(strangerSaw).toEqual([]);
  });

  it('stays online while one of two sockets remains; goes offline when the last one closes', async () => {
    const a = await newUser(t);
    const friend = await newUser(t);
    await befriend(t, a, friend);
    const friendSocket = await listen(t, friend, sockets);
    const seen = collect(friendSocket, 'presence.changed');

    const first = await connect(t, a.access_token);
    const second = await connect(t, a.access_token);
    sockets.push(first, second);
    await settle();
    expect(seen).toEqual([{ user_id: a.id, status: 'online', is_online: true }]);

    first.close();
    await settle();
    expect(seen).toHaveLength(1);
    expect(await seenBy(t, friend, a)).toEqual({ is_online: true, status: 'online' });

    const offline = nextEvent(friendSocket, 'presence.changed');
    second.close();
    expect(await offline).toEqual({ user_id: a.id, status: 'offline', is_online: false });
    expect(await seenBy(t, friend, a)).toEqual({ is_online: false, status: 'offline' });
    expect((await onlines(friend)).body.total).toBe(0);
  });

  it('POST /auth/status reaches friends: away while connected, and "offline" hides the connection', async () => {
    const a = await newUser(t);
    const friend = await newUser(t);
    await befriend(t, a, friend);
    const friendSocket = await listen(t, friend, sockets);
    const connected = nextEvent(friendSocket, 'presence.changed');
    sockets.push(await connect(t, a.access_token));
    await connected;
    const setStatus = async (status: string) => {
      const event = nextEvent(friendSocket, 'presence.changed');
      expect((await t.request('POST', '/api/auth/status', { token: a.access_token, body: { status } })).status).toBe(200);
      return event;
    };

    expect(await setStatus('away')).toEqual({ user_id: a.id, status: 'away', is_online: true });
    expect(await seenBy(t, friend, a)).toEqual({ is_online: true, status: 'away' });
    expect((await onlines(friend)).body.data).toMatchObject([{ id: a.id, status: 'away', is_online: true }]);

    expect(await setStatus('offline')).toEqual({ user_id: a.id, status: 'offline', is_online: false });
    expect(await seenBy(t, friend, a)).toEqual({ is_online: false, status: 'offline' });
    expect((await onlines(friend)).body.total).toBe(0);

    expect(await setStatus('online')).toEqual({ user_id: a.id, status: 'online', is_online: true });
  });

  it('a status chosen while disconnected tells nobody, and applies at the next connection', async () => {
    const a = await newUser(t);
    const friend = await newUser(t);
    await befriend(t, a, friend);
    const friendSocket = await listen(t, friend, sockets);
    const seen = collect(friendSocket, 'presence.changed');
    await t.request('POST', '/api/auth/status', { token: a.access_token, body: { status: 'away' } });
    await settle(200);
    expect(seen).toEqual([]);
    sockets.push(await connect(t, a.access_token));
    await settle();
    expect(seen).toEqual([{ user_id: a.id, status: 'away', is_online: true }]);
  });

  it('GET /onlines/{id}/online and /offline set my own presence and tell my friends; 403 for anyone else', async () => {
    const a = await newUser(t);
    const friend = await newUser(t);
    await befriend(t, a, friend);
    const friendSocket = await listen(t, friend, sockets);

    let event = nextEvent(friendSocket, 'presence.changed');
    const on = await t.request('GET', `/api/onlines/${a.id}/online`, { token: a.access_token });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ data: { user_id: a.id, status: 'online', is_online: true } });
    expect(await event).toEqual({ user_id: a.id, status: 'online', is_online: true });

    event = nextEvent(friendSocket, 'presence.changed');
    const off = await t.request('GET', `/api/onlines/${a.id}/offline`, { token: a.access_token });
    expect(off.body).toEqual({ data: { user_id: a.id, status: 'offline', is_online: false } });
    expect(await event).toEqual({ user_id: a.id, status: 'offline', is_online: false });

    // Saying it twice changes nothing and tells nobody again.
    const seen = collect(friendSocket, 'presence.changed');
    expect((await t.request('GET', `/api/onlines/${a.id}/offline`, { token: a.access_token })).status).toBe(200);
    await settle(200);
    expect(seen).toEqual([]);

    for (const path of [`/api/onlines/${friend.id}/online`, `/api/onlines/${friend.id}/offline`, '/api/onlines/2000000000/online']) {
      expect((await t.request('GET', path, { token: a.access_token })).body).toEqual({ statusCode: 403, message: 'You can only set your own presence' });
    }
    expect((await t.request('GET', '/api/onlines/abc/online', { token: a.access_token })).body).toEqual({ statusCode: 404, message: 'User not found' });
    expect((await t.request('GET', `/api/onlines/${a.id}/online`)).status).toBe(401);
    expect(await seenBy(t, friend, a)).toEqual({ is_online: false, status: 'offline' });
  });

  it('GET /onlines lists only online or away friends, sorted by most recent (default) or name, paged', async () => {
    const me = await newUser(t);
    const [zed, amy, bob, off] = [
      await newUser(t, { first_name: 'Zed', last_name: 'Young' }),
      await newUser(t, { first_name: 'Amy', last_name: 'Stone' }),
      await newUser(t, { first_name: 'Bob', last_name: 'Marsh' }),
      await newUser(t, { first_name: 'Off', last_name: 'Line' }),
    ];
    const notFriend = await newUser(t);
    for (const f of [zed, amy, bob, off]) {
      await befriend(t, me, f);
    }
    for (const u of [amy, zed, bob, notFriend]) {
      await t.request('GET', `/api/onlines/${u.id}/online`, { token: u.access_token });
    }
    await t.request('POST', '/api/auth/status', { token: bob.access_token, body: { status: 'away' } });
    const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((x) => x.id);

    const recent = await onlines(me);
    expect(recent.body).toMatchObject({ total: 3, page: 1, from: 1, to: 3 });
    expect(ids(recent)).toEqual([bob.id, zed.id, amy.id]);
    expect(Object.keys(recent.body.data[0]).sort()).toEqual(['avatar', 'first_name', 'id', 'is_online', 'last_name', 'status', 'username']);
    expect(recent.body.data[0]).toMatchObject({ status: 'away', is_online: true });
    expect(ids(await onlines(me, '?sort=name'))).toEqual([amy.id, bob.id, zed.id]);
    expect(ids(await onlines(me, '?sort=name&order=desc'))).toEqual([zed.id, bob.id, amy.id]);
    expect(ids(await onlines(me, '?sort=name&take=2&page=2'))).toEqual([zed.id]);
    expect(ids(await onlines(me, '?search=zed'))).toEqual([zed.id]);
    expect((await onlines(me, '?sort=alphabet')).status).toBe(422);
  });

  it('after a restart without Redis, nobody is left online (no socket survives a restart)', async () => {
    const a = await newUser(t);
    const friend = await newUser(t);
    await befriend(t, a, friend);
    await t.request('GET', `/api/onlines/${a.id}/online`, { token: a.access_token });
    expect(await seenBy(t, friend, a)).toEqual({ is_online: true, status: 'online' });
    const restarted = await startTestApp({ redis: false, database: t.database, env: THROTTLE_OFF });
    try {
      expect(await seenBy(restarted, friend, a)).toEqual({ is_online: false, status: 'offline' });
    } finally {
      await restarted.close();
    }
  });
});

describeWithRedis('presence across two instances (Redis)', () => {
  let one: TestApp;
  let two: TestApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    one = await startTestApp({ redis: true, env: THROTTLE_OFF });
    two = await startTestApp({ redis: true, database: one.database, env: THROTTLE_OFF });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await two?.close();
    await one?.close();
  });

  it('counts sockets on every instance: online from the first anywhere, offline after the last anywhere', async () => {
    const a = await newUser(one);
    const friend = await newUser(one);
    await befriend(one, a, friend);
    const friendSocket = await listen(two, friend, sockets);
    const seen = collect(friendSocket, 'presence.changed');

    // a connects to instance one; the friend, on instance two, is told.
    const online = nextEvent(friendSocket, 'presence.changed');
    const onOne = await connect(one, a.access_token);
    sockets.push(onOne);
    expect(await online).toEqual({ user_id: a.id, status: 'online', is_online: true });

    // A second socket on the other instance: still one presence.
    const onTwo = await connect(two, a.access_token);
    sockets.push(onTwo);
    await settle();
    onOne.close();
    await settle(800);
    expect(seen).toHaveLength(1);
    expect(await seenBy(two, friend, a)).toEqual({ is_online: true, status: 'online' });

    const offline = nextEvent(friendSocket, 'presence.changed');
    onTwo.close();
    expect(await offline).toEqual({ user_id: a.id, status: 'offline', is_online: false });
    expect(await seenBy(one, friend, a)).toEqual({ is_online: false, status: 'offline' });
  });
});
