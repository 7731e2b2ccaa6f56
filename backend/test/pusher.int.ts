import { createHmac } from 'node:crypto';
import { dirname, join } from 'node:path';
import PusherServerLib from 'pusher';
import Pusher from 'pusher-js';
import { PusherState } from '../src/realtime/pusher/pusher-state';
import { PusherServer } from '../src/realtime/pusher/pusher.server';
import { RealtimeService } from '../src/realtime/realtime.service';
import { RedisConnections } from '../src/redis/redis.module';
import { newUser, type TestUser } from './helpers/factories';
import { all, next, pusherClient, pusherOptions, RawPusher, subscribed } from './helpers/pusher-clients';
import { describeWithRedis } from './helpers/skips';
import { connect, nextEvent, subscribe, type TestSocket } from './helpers/sockets';
import { startTestApp, THROTTLE_OFF, type TestApp } from './helpers/test-app';

/**
 * Laravel Echo 2 is an ES module whose CommonJS build does not load (its package says
 * `"type": "module"`); its ES build is loaded by path, as Node 24 requires ES modules.
 */
function loadEcho(): typeof import('laravel-echo').default {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(join(dirname(require.resolve('laravel-echo')), 'echo.js')).default;
}

/** Opens a chat between two members through the API. */
async function openChat(t: TestApp, a: TestUser, b: TestUser): Promise<number> {
  const res = await t.request('POST', '/api/chats', { token: a.access_token, body: { user_id: b.id } });
  expect([200, 201]).toContain(res.status);
  return res.body.data.id;
}

async function sendMessage(t: TestApp, from: TestUser, chatId: number, message: string) {
  const res = await t.request('POST', `/api/chats/${chatId}/messages`, { token: from.access_token, body: { message } });
  expect(res.status).toBe(201);
  return res.body.data;
}

/** The official `pusher` server library pointed at a test app. */
function serverLib(t: TestApp, overrides: Partial<{ appId: string; key: string; secret: string }> = {}) {
  const url = new URL(t.url);
  return new PusherServerLib({
    appId: t.config.pusherAppId,
    key: t.config.pusherAppKey,
    secret: t.config.pusherAppSecret,
    host: url.hostname,
    port: url.port,
    useTLS: false,
    ...overrides,
  });
}

describe('Pusher protocol', () => {
  let t: TestApp;
  const clients: Pusher[] = [];
  const raws: RawPusher[] = [];
  const sockets: TestSocket[] = [];
  const track = <T extends Pusher>(c: T) => (clients.push(c), c);
  const trackRaw = (r: RawPusher) => (raws.push(r), r);

  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
  });
  afterEach(() => {
    clients.splice(0).forEach((c) => c.disconnect());
    raws.splice(0).forEach((r) => r.close());
    sockets.splice(0).forEach((s) => s.close());
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('connection', () => {
    it('answers connection_established with a \\d+.\\d+ socket id and the activity timeout, and pong to ping', async () => {
      const raw = trackRaw(await RawPusher.open(t));
      const established = await raw.next('pusher:connection_established');
      expect(established.data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });
      raw.send('pusher:ping', {});
      expect(await raw.next('pusher:pong')).toMatchObject({ event: 'pusher:pong' });
    });

    it('refuses a wrong app key with 4001 and an unsupported or missing protocol with 4007 / 4008', async () => {
      const wrongKey = trackRaw(await RawPusher.open(t, '/app/not-the-key?protocol=7'));
      expect((await wrongKey.next('pusher:error')).data).toEqual({ code: 4001, message: expect.stringContaining('not-the-key') });
      expect((await wrongKey.closed).code).toBe(4001);

      const oldProtocol = trackRaw(await RawPusher.open(t, `/app/${t.config.pusherAppKey}?protocol=3`));
      expect((await oldProtocol.closed).code).toBe(4007);
      const noProtocol = trackRaw(await RawPusher.open(t, `/app/${t.config.pusherAppKey}`));
      expect((await noProtocol.closed).code).toBe(4008);
    });

    it('pusher-js with a wrong key reports error 4001 and gives up (no reconnect)', async () => {
      const client = track(new Pusher('not-the-key', pusherOptions(t)));
      const error = new Promise<any>((resolve) => client.connection.bind('error', resolve));
      const settled = new Promise<string>((resolve) =>
        client.connection.bind('state_change', ({ current }: { current: string }) => ['disconnected', 'failed'].includes(current) && resolve(current)),
      );
      expect((await error).error.data).toEqual({ code: 4001, message: 'App key not-the-key not in this cluster' });
      expect(await settled).toBe('disconnected');
    });

    it('leaves Socket.IO working on the same port', async () => {
      const u = await newUser(t);
      const socket = await connect(t, u.access_token);
      sockets.push(socket);
      expect(await subscribe(t, socket, u.access_token, `private-user.${u.id}`)).toEqual({ ok: true });
    });
  });

  describe('private channels', () => {
    it('delivers chats.message posted through the API to pusher-js, with the payload Socket.IO subscribers get', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const chatId = await openChat(t, a, b);
      const client = track(await pusherClient(t, b.access_token));
      const channel = await subscribed(client, `private-chats.${chatId}`);
      const socket = await connect(t, b.access_token);
      sockets.push(socket);
      await subscribe(t, socket, b.access_token, `private-chats.${chatId}`);

      const viaPusher = next(channel, 'chats.message');
      const viaSocket = nextEvent(socket, 'chats.message');
      const sent = await sendMessage(t, a, chatId, 'hello over pusher');
      const received = await viaPusher;
      expect(received).toEqual(await viaSocket);
      expect(JSON.parse(received.message)).toEqual(sent);
    });

    it("delivers the member's own events on private-user.{id} (messages.unseen after a message)", async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const chatId = await openChat(t, a, b);
      const client = track(await pusherClient(t, b.access_token));
      const channel = await subscribed(client, `private-user.${b.id}`);
      const unseen = next(channel, 'messages.unseen');
      await sendMessage(t, a, chatId, 'count me');
      expect(await unseen).toEqual({ messages_count: 1, chat_id: chatId });
    });

    it("refuses a channel Plaza's auth endpoint will not sign (subscription_error with its 403)", async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const client = track(await pusherClient(t, a.access_token));
      const refused = await subscribed(client, `private-user.${b.id}`).catch((e: { detail: unknown }) => e.detail);
      expect(refused).toMatchObject({ status: 403 });
    });

    it('answers a forged or borrowed signature with pusher:subscription_error, and delivers nothing', async () => {
      const a = await newUser(t);
      const raw = trackRaw(await RawPusher.connect(t));
      const channel = `private-user.${a.id}`;
      raw.send('pusher:subscribe', { channel, auth: `${t.config.pusherAppKey}:${'0'.repeat(64)}` });
      expect(await raw.next('pusher:subscription_error', channel)).toMatchObject({ data: { type: 'AuthError', status: 401 } });
      // A signature made for another socket id does not open this one.
      const other = await t.request('POST', '/api/broadcasting/auth', { token: a.access_token, body: { socket_id: '1.2', channel_name: channel } });
      raw.send('pusher:subscribe', { channel, auth: other.body.auth });
      expect(await raw.next('pusher:subscription_error', channel)).toMatchObject({ data: { type: 'AuthError' } });

      t.app.get(RealtimeService).toUser(a.id, 'messages.unseen', { messages_count: 9 });
      await raw.roundTrip();
      expect(raw.received('messages.unseen')).toEqual([]);
    });

    it('stops delivering after unsubscribe', async () => {
      const a = await newUser(t);
      const raw = trackRaw(await RawPusher.connect(t));
      await raw.subscribe(t, a.access_token, `private-user.${a.id}`);
      raw.send('pusher:unsubscribe', { channel: `private-user.${a.id}` });
      await raw.roundTrip();
      t.app.get(RealtimeService).toUser(a.id, 'messages.unseen', { messages_count: 4 });
      await raw.roundTrip();
      expect(raw.received('messages.unseen')).toEqual([]);
    });

    it('closes the connection (4009) when the session that signed its channels is revoked by logout', async () => {
      const a = await newUser(t);
      const raw = trackRaw(await RawPusher.connect(t));
      await raw.subscribe(t, a.access_token, `private-user.${a.id}`);
      expect((await t.request('POST', '/api/auth/logout', { token: a.access_token })).status).toBeLessThan(300);
      expect(await raw.closed).toEqual({ code: 4009, reason: 'Your session has ended' });
    });
  });

  describe('presence channels', () => {
    it('lists members on subscribe, announces member_added on first connection and member_removed on the last', async () => {
      const a = await newUser(t, { first_name: 'Alma' });
      const b = await newUser(t, { first_name: 'Bento' });
      const chatId = await openChat(t, a, b);
      const name = `presence-chats.${chatId}`;
      const ca = track(await pusherClient(t, a.access_token));
      const pa = (await subscribed(ca, name)) as any;
      expect(pa.members.count).toBe(1);
      expect(pa.members.me).toEqual({ id: String(a.id), info: expect.objectContaining({ id: a.id, first_name: 'Alma', username: a.username }) });

      const added = next(pa, 'pusher:member_added');
      const cb1 = track(await pusherClient(t, b.access_token));
      const pb1 = (await subscribed(cb1, name)) as any;
      expect(await added).toEqual({ id: String(b.id), info: expect.objectContaining({ first_name: 'Bento' }) });
      expect(pb1.members.count).toBe(2);
      expect(Object.keys(pb1.members.members).sort()).toEqual([String(a.id), String(b.id)].sort());

      // A second connection of the same member is not a new member; closing one of two is not leaving.
      const addedAgain = all(pa, 'pusher:member_added');
      const removed = all(pa, 'pusher:member_removed');
      const cb2 = track(await pusherClient(t, b.access_token));
      await subscribed(cb2, name);
      cb1.disconnect();
      const gone = next(pa, 'pusher:member_removed');
      cb2.disconnect();
      expect(await gone).toEqual({ id: String(b.id), info: expect.objectContaining({ first_name: 'Bento' }) });
      expect(addedAgain).toEqual([]);
      expect(removed).toHaveLength(1);
      expect(pa.members.count).toBe(1);
    });

    it('refuses presence for someone outside the chat, and channel_data that was not signed', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const outsider = await newUser(t);
      const chatId = await openChat(t, a, b);
      const client = track(await pusherClient(t, outsider.access_token));
      expect(await subscribed(client, `presence-chats.${chatId}`).catch((e: { detail: unknown }) => e.detail)).toMatchObject({ status: 403 });

      const raw = trackRaw(await RawPusher.connect(t));
      const auth = await t.request('POST', '/api/broadcasting/auth', { token: a.access_token, body: { socket_id: raw.socketId, channel_name: `presence-chats.${chatId}` } });
      const forged = JSON.stringify({ user_id: outsider.id, user_info: { first_name: 'Not me' } });
      raw.send('pusher:subscribe', { channel: `presence-chats.${chatId}`, auth: auth.body.auth, channel_data: forged });
      expect(await raw.next('pusher:subscription_error')).toMatchObject({ data: { status: 401 } });
    });
  });

  describe('client events', () => {
    it('relays client events to the other members, never back to the sender; client-typing is also Plaza typing', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const chatId = await openChat(t, a, b);
      const name = `private-chats.${chatId}`;
      const ca = track(await pusherClient(t, a.access_token));
      const cb = track(await pusherClient(t, b.access_token));
      const pa = await subscribed(ca, name);
      const pb = await subscribed(cb, name);
      const socket = await connect(t, b.access_token);
      sockets.push(socket);
      await subscribe(t, socket, b.access_token, name);

      const echoed = all(pa, 'client-typing');
      const echoedPlaza = all(pa, 'chats.typing');
      const whisper = next(pb, 'client-typing');
      const plazaTyping = next(pb, 'chats.typing');
      const socketTyping = nextEvent(socket, 'chats.typing');
      expect(pa.trigger('client-typing', { typing: true })).toBe(true);
      expect(await whisper).toEqual({ typing: true });
      expect(await plazaTyping).toEqual({ chat_id: chatId, user_id: a.id });
      expect(await socketTyping).toEqual({ chat_id: chatId, user_id: a.id });

      // Socket.IO typing reaches pusher-js subscribers too; by then A's own signals would have come back.
      const fromSocket = next(pa, 'chats.typing');
      socket.emit('typing', { chat_id: chatId });
      expect(await fromSocket).toEqual({ chat_id: chatId, user_id: b.id });
      expect(echoed).toEqual([]);
      expect(echoedPlaza).toEqual([{ chat_id: chatId, user_id: b.id }]);
    });

    it('tags client events on presence channels with the sender and refuses them on channels not joined', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const chatId = await openChat(t, a, b);
      const ra = trackRaw(await RawPusher.connect(t));
      const rb = trackRaw(await RawPusher.connect(t));
      await ra.subscribe(t, a.access_token, `presence-chats.${chatId}`);
      await rb.subscribe(t, b.access_token, `presence-chats.${chatId}`);
      ra.send('client-wave', { hi: 1 }, `presence-chats.${chatId}`);
      expect(await rb.next('client-wave')).toEqual({ event: 'client-wave', channel: `presence-chats.${chatId}`, data: { hi: 1 }, user_id: String(a.id) });

      ra.send('client-wave', { hi: 2 }, `private-chats.${chatId}`);
      expect((await ra.next('pusher:error')).data).toEqual({ code: null, message: expect.stringContaining('subscribe') });
    });

    it('closes a connection that sends client events faster than allowed with 4301', async () => {
      const a = await newUser(t);
      const raw = trackRaw(await RawPusher.connect(t));
      await raw.subscribe(t, a.access_token, `private-user.${a.id}`);
      for (let i = 0; i <= t.config.pusherClientEventsPerSecond; i++) {
        raw.send('client-flood', { i }, `private-user.${a.id}`);
      }
      expect((await raw.next('pusher:error')).data).toEqual({ code: 4301, message: 'Client event rejected due to rate limit' });
      expect((await raw.closed).code).toBe(4301);
    });
  });

  describe('cache channels and protocol limits', () => {
    /** Subscribes with a signature made by the app's own secret, as an integrator's auth endpoint would. */
    async function subscribeSigned(raw: RawPusher, channel: string, member?: { user_id: string; user_info: unknown }) {
      const auth = serverLib(t).authorizeChannel(raw.socketId!, channel, member);
      raw.send('pusher:subscribe', { channel, ...auth });
    }
    const unique = () => Math.random().toString(36).slice(2);

    it('give a new subscriber the last event published, or pusher:cache_miss when there is none', async () => {
      const channel = `cache-scores-${unique()}`;
      const first = trackRaw(await RawPusher.connect(t));
      first.send('pusher:subscribe', { channel });
      await first.next('pusher_internal:subscription_succeeded', channel);
      expect((await first.next('pusher:cache_miss', channel)).channel).toBe(channel);

      await serverLib(t).trigger(channel, 'score', { home: 1, away: 0 });
      await serverLib(t).trigger(channel, 'score', { home: 2, away: 0 });
      const late = trackRaw(await RawPusher.connect(t));
      late.send('pusher:subscribe', { channel });
      await late.next('pusher_internal:subscription_succeeded', channel);
      expect((await late.next('score', channel)).data).toEqual({ home: 2, away: 0 });
      await late.roundTrip();
      expect(late.received('pusher:cache_miss')).toEqual([]);
    });

    it('keep the last client event of a private cache channel, with its sender on presence ones', async () => {
      const channel = `private-cache-board-${unique()}`;
      const writer = trackRaw(await RawPusher.connect(t));
      await subscribeSigned(writer, channel);
      await writer.next('pusher_internal:subscription_succeeded', channel);
      writer.send('client-moved', { piece: 'knight', to: 'f3' }, channel);
      await writer.roundTrip();
      const reader = trackRaw(await RawPusher.connect(t));
      await subscribeSigned(reader, channel);
      expect((await reader.next('client-moved', channel)).data).toEqual({ piece: 'knight', to: 'f3' });

      const presence = `presence-cache-room-${unique()}`;
      const host = trackRaw(await RawPusher.connect(t));
      await subscribeSigned(host, presence, { user_id: '7', user_info: { name: 'Host' } });
      await host.next('pusher_internal:subscription_succeeded', presence);
      host.send('client-topic', { topic: 'chess' }, presence);
      await host.roundTrip();
      const guest = trackRaw(await RawPusher.connect(t));
      await subscribeSigned(guest, presence, { user_id: '8', user_info: { name: 'Guest' } });
      expect(await guest.next('client-topic', presence)).toMatchObject({ data: { topic: 'chess' }, user_id: '7' });
    });

    it("answer Pusher's limits with pusher:error and keep the connection: event names over 200 characters, client data over 10 KB", async () => {
      const channel = `private-limits-${unique()}`;
      const sender = trackRaw(await RawPusher.connect(t));
      const other = trackRaw(await RawPusher.connect(t));
      for (const raw of [sender, other]) {
        await subscribeSigned(raw, channel);
        await raw.next('pusher_internal:subscription_succeeded', channel);
      }
      sender.send(`client-${'x'.repeat(200)}`, {}, channel);
      expect((await sender.next('pusher:error')).data).toEqual({ code: null, message: 'Client event rejected: event names are at most 200 characters' });
      sender.send('client-big', { blob: 'x'.repeat(12 * 1024) }, channel);
      expect((await sender.next('pusher:error')).data).toEqual({ code: null, message: 'Client event rejected: its data is over 10 KB' });
      // Still open, and still relaying what is within the limits; nothing over them was relayed.
      sender.send('client-small', { ok: true }, channel);
      expect((await other.next('client-small', channel)).data).toEqual({ ok: true });
      expect(other.frames.filter((f) => f.event.startsWith('client-') && f.event !== 'client-small')).toEqual([]);
    });

    it('refuse a presence member whose user_info is over 1 KB', async () => {
      const channel = `presence-limits-${unique()}`;
      const raw = trackRaw(await RawPusher.connect(t));
      await subscribeSigned(raw, channel, { user_id: '1', user_info: { bio: 'x'.repeat(2048) } });
      expect((await raw.next('pusher:subscription_error', channel)).data).toEqual({ type: 'LimitReached', error: 'Presence user_info is over 1 KB', status: 413 });
    });
  });

  describe('HTTP API with the official pusher library', () => {
    it('publishes an event that pusher-js receives, excluding the socket_id given', async () => {
      const a = await newUser(t);
      const lib = serverLib(t);
      const client = track(await pusherClient(t, a.access_token));
      const other = track(await pusherClient(t, a.access_token));
      const channel = await subscribed(client, `private-user.${a.id}`);
      const otherChannel = await subscribed(other, `private-user.${a.id}`);
      const excluded = all(otherChannel, 'order.shipped');
      const received = next(channel, 'order.shipped');
      const res = await lib.trigger(`private-user.${a.id}`, 'order.shipped', { order: 7 }, { socket_id: other.connection.socket_id });
      expect(res.status).toBe(200);
      expect(await received).toEqual({ order: 7 });

      const batch = next(channel, 'order.paid');
      await lib.triggerBatch([{ channel: `private-user.${a.id}`, name: 'order.paid', data: { order: 8 } }]);
      expect(await batch).toEqual({ order: 8 });
      expect(excluded).toEqual([]);
    });

    it('publishes on public channels, which need no auth', async () => {
      const client = track(await pusherClient(t));
      const channel = await subscribed(client, 'announcements');
      const received = next(channel, 'news');
      await serverLib(t).trigger('announcements', 'news', 'plain text');
      expect(await received).toBe('plain text');
    });

    it('answers channel queries: occupied, subscription and user counts, presence users', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const chatId = await openChat(t, a, b);
      const lib = serverLib(t);
      const ca = track(await pusherClient(t, a.access_token));
      const cb = track(await pusherClient(t, b.access_token));
      await subscribed(ca, `presence-chats.${chatId}`);
      await subscribed(cb, `presence-chats.${chatId}`);
      await subscribed(ca, `private-chats.${chatId}`);
      const socket = await connect(t, b.access_token);
      sockets.push(socket);
      await subscribe(t, socket, b.access_token, `private-chats.${chatId}`);

      const info = await (await lib.get({ path: `/channels/private-chats.${chatId}`, params: { info: 'subscription_count' } })).json();
      expect(info).toEqual({ occupied: true, subscription_count: 2 });
      const empty = await (await lib.get({ path: '/channels/private-chats.999999' })).json();
      expect(empty).toEqual({ occupied: false });
      const users = await (await lib.get({ path: `/channels/presence-chats.${chatId}/users` })).json();
      expect(users.users.map((u: { id: string }) => u.id).sort()).toEqual([String(a.id), String(b.id)].sort());
      const presence = await (await lib.get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } })).json();
      expect(presence.channels[`presence-chats.${chatId}`]).toEqual({ user_count: 2 });
      const listed = await (await lib.get({ path: '/channels' })).json();
      expect(Object.keys(listed.channels)).toEqual(expect.arrayContaining([`private-chats.${chatId}`, `presence-chats.${chatId}`]));
    });

    it('refuses a wrong secret (401), a wrong app id (404), a bad body (400), an oversized event (413), a stale timestamp (401)', async () => {
      const reason = (p: Promise<unknown>) => p.then(() => 'accepted', (e: { status: number }) => e.status);
      expect(await reason(serverLib(t, { secret: 'wrong' }).trigger('announcements', 'news', {}))).toBe(401);
      expect(await reason(serverLib(t, { appId: 'other' }).trigger('announcements', 'news', {}))).toBe(404);
      expect(await reason(serverLib(t).post({ path: '/events', body: { name: 'x', channels: ['announcements'] } as never }))).toBe(400);
      expect(await reason(serverLib(t).post({ path: '/events', body: { name: 'pusher:error', data: '{}', channels: ['a'] } as never }))).toBe(400);
      expect(await reason(serverLib(t).trigger('announcements', 'news', 'x'.repeat(11 * 1024)))).toBe(413);
      expect(await reason(serverLib(t).get({ path: '/channels/private-x/users' }))).toBe(400);

      const query = `auth_key=${t.config.pusherAppKey}&auth_timestamp=${Math.floor(Date.now() / 1000) - 3600}&auth_version=1.0`;
      const signature = createHmac('sha256', t.config.pusherAppSecret).update(`GET\n/apps/${t.config.pusherAppId}/channels\n${query}`).digest('hex');
      const res = await fetch(`${t.url}/apps/${t.config.pusherAppId}/channels?${query}&auth_signature=${signature}`);
      expect(res.status).toBe(401);
      expect(await res.text()).toContain('Timestamp expired');
    });
  });

  describe('Laravel Echo', () => {
    it('listens on private and presence channels through pusher-js', async () => {
      const Echo = loadEcho();
      const a = await newUser(t);
      const b = await newUser(t);
      const chatId = await openChat(t, a, b);
      const options = pusherOptions(t, b.access_token);
      const echo = new Echo({
        broadcaster: 'pusher',
        key: t.config.pusherAppKey,
        client: new Pusher(t.config.pusherAppKey, options),
      });
      try {
        const here = new Promise<any[]>((resolve) => echo.join(`chats.${chatId}`).here(resolve));
        expect((await here).map((u) => u.id)).toEqual([b.id]);
        const message = new Promise<any>((resolve) => echo.private(`chats.${chatId}`).listen('.chats.message', resolve));
        await new Promise((r) => echo.private(`chats.${chatId}`).subscribed(r));
        const sent = await sendMessage(t, a, chatId, 'hello Echo');
        expect(JSON.parse((await message).message)).toEqual(sent);
      } finally {
        echo.disconnect();
      }
    });
  });
});

describe('Pusher protocol: idle clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUSHER_ACTIVITY_TIMEOUT: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pings a silent client, then closes it with 4201 when no pong comes', async () => {
    const raw = await RawPusher.connect(t);
    raw.ws.pong = () => undefined; // and it does not answer protocol pings either
    expect(await raw.next('pusher:ping')).toMatchObject({ event: 'pusher:ping' });
    expect((await raw.closed).code).toBe(4201);
  });

  it('keeps a client that answers pings', async () => {
    const raw = await RawPusher.connect(t);
    await raw.next('pusher:ping');
    raw.send('pusher:pong', {});
    await raw.next('pusher:ping');
    raw.send('pusher:pong', {});
    await raw.next('pusher:ping');
    expect(raw.ws.readyState).toBe(raw.ws.OPEN);
    raw.close();
  });
});

describeWithRedis('Pusher protocol across two instances (Redis)', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await startTestApp({ env: THROTTLE_OFF });
    two = await startTestApp({ database: one.database, env: { ...THROTTLE_OFF, REDIS_PREFIX: one.config.redisPrefix } });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('shares presence members, messages and client events between instances', async () => {
    const a = await newUser(one);
    const b = await newUser(one);
    const chatId = await openChat(one, a, b);
    const ca = await pusherClient(one, a.access_token);
    const cb = await pusherClient(two, b.access_token);
    try {
      const pa = (await subscribed(ca, `presence-chats.${chatId}`)) as any;
      const added = next(pa, 'pusher:member_added');
      const pb = (await subscribed(cb, `presence-chats.${chatId}`)) as any;
      expect(await added).toMatchObject({ id: String(b.id) });
      expect(pb.members.count).toBe(2);

      const privB = await subscribed(cb, `private-chats.${chatId}`);
      const privA = await subscribed(ca, `private-chats.${chatId}`);
      const message = next(privB, 'chats.message');
      const sent = await sendMessage(one, a, chatId, 'across instances');
      expect(JSON.parse((await message).message)).toEqual(sent);

      const whisper = next(privB, 'client-typing');
      privA.trigger('client-typing', {});
      expect(await whisper).toEqual({});

      const published = next(privA, 'from.integrator');
      await serverLib(two).trigger(`private-chats.${chatId}`, 'from.integrator', { ok: true });
      expect(await published).toEqual({ ok: true });

      const removed = next(pa, 'pusher:member_removed');
      cb.disconnect();
      expect(await removed).toMatchObject({ id: String(b.id) });
    } finally {
      ca.disconnect();
      cb.disconnect();
    }
  });

  it('delivers to a client that subscribes on the other instance a moment after messages went unheard, and after it resubscribes', async () => {
    const a = await newUser(one);
    const b = await newUser(one);
    const chatId = await openChat(one, a, b);
    const channel = `private-chats.${chatId}`;
    // Nobody listens with Pusher anywhere: these go to no one.
    await sendMessage(one, a, chatId, 'unheard');
    const cb = await pusherClient(two, b.access_token);
    try {
      for (const round of [1, 2, 3]) {
        const chat = await subscribed(cb, channel);
        const own = await subscribed(cb, `private-user.${b.id}`);
        const message = next(chat, 'chats.message');
        const count = next(own, 'messages.unseen');
        // Sent through the other instance the moment the subscriptions are confirmed.
        const sent = await sendMessage(one, a, chatId, `round ${round}`);
        expect(JSON.parse((await message).message)).toEqual(sent);
        expect(await count).toEqual({ messages_count: round + 1, chat_id: chatId });
        cb.unsubscribe(channel);
        cb.unsubscribe(`private-user.${b.id}`);
      }
    } finally {
      cb.disconnect();
    }
  });

  it('takes back the presence members of an instance that died without a clean shutdown', async () => {
    const a = await newUser(one);
    const b = await newUser(one);
    const chatId = await openChat(one, a, b);
    const channel = `presence-chats.${chatId}`;
    // An instance that holds B's connection, then dies: its counts stay in Redis, its heartbeat stops
    // (20 s ago: the live instances' reapers, on the real clock, take it for dead 10 s from now).
    const start = Date.now();
    const dead = new PusherState(one.config, one.app.get(RedisConnections));
    await dead.heartbeat(start - 20_000);
    await dead.subscribed(channel);
    await dead.joinPresence(channel, { user_id: String(b.id), user_info: { first_name: 'Ghost' } });
    const ca = await pusherClient(one, a.access_token);
    try {
      const pa = (await subscribed(ca, channel)) as any;
      expect(Object.keys(pa.members.members).sort()).toEqual([String(a.id), String(b.id)].sort());
      const removed = next(pa, 'pusher:member_removed');
      // 15 s on, as another instance's reaper sees it: the dead one's heartbeat is 35 s old, the live ones' under 25 s.
      await two.app.get(PusherServer).reapDeadInstances(start + 15_000);
      expect(await removed).toEqual({ id: String(b.id), info: { first_name: 'Ghost' } });
      const users = await (await serverLib(two).get({ path: `/channels/${channel}/users` })).json();
      expect(users).toEqual({ users: [{ id: String(a.id) }] });
      const info = await (await serverLib(one).get({ path: `/channels/${channel}`, params: { info: 'subscription_count' } })).json();
      expect(info).toEqual({ occupied: true, subscription_count: 1 });
    } finally {
      ca.disconnect();
    }
  });
});
