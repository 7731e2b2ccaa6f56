import Pusher from 'pusher';
import { RealtimeService } from '../src/realtime/realtime.service';
import { newUser } from './helpers/factories';
import { describeWithRedis } from './helpers/skips';
import { collect, connect, nextEvent, subscribe, type TestSocket } from './helpers/sockets';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('realtime gateway', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(() => {
    sockets.splice(0).forEach((s) => s.close());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a socket without a token, with a bad one, or after logout, with "Unauthorized"', async () => {
    const u = await newUser(t);
    await expect(connect(t, undefined)).rejects.toThrow('Unauthorized');
    await expect(connect(t, 'not-a-token')).rejects.toThrow('Unauthorized');
    await t.request('POST', '/api/auth/logout', { token: u.access_token });
    await expect(connect(t, u.access_token)).rejects.toThrow('Unauthorized');
  });

  it("signs channels exactly as Pusher's own library does", async () => {
    const u = await newUser(t);
    const pusher = new Pusher({ appId: '1', key: 'test-app-key', secret: 'test-app-secret', cluster: 'eu' });
    const channel = `private-user.${u.id}`;
    for (const socketId of ['123.456', '98765.4321']) {
      const res = await t.request('POST', '/api/broadcasting/auth', { token: u.access_token, body: { socket_id: socketId, channel_name: channel } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ auth: pusher.authorizeChannel(socketId, channel).auth });
    }
  });

  it('accepts the form-encoded body Pusher clients send, extra params included', async () => {
    const u = await newUser(t);
    const body = new URLSearchParams({ socket_id: '123.456', channel_name: `private-user.${u.id}`, extra: 'param' }).toString();
    const res = await t.request('POST', '/api/broadcasting/auth', { token: u.access_token, body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(200);
    expect(res.body.auth).toMatch(/^test-app-key:[0-9a-f]{64}$/);
  });

  it("refuses another member's channel (403), malformed names and ids (422), and anonymous callers (401)", async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    const other = await t.request('POST', '/api/broadcasting/auth', { token: a.access_token, body: { socket_id: '1.2', channel_name: `private-user.${b.id}` } });
    expect(other.status).toBe(403);
    const unknownKind = await t.request('POST', '/api/broadcasting/auth', { token: a.access_token, body: { socket_id: '1.2', channel_name: 'presence-room' } });
    expect(unknownKind.status).toBe(422);
    expect(unknownKind.body.errors).toEqual({ channel_name: ['Invalid channel name'] });
    const badSocket = await t.request('POST', '/api/broadcasting/auth', { token: a.access_token, body: { socket_id: 'a b;c', channel_name: `private-user.${a.id}` } });
    expect(badSocket.status).toBe(422);
    expect(badSocket.body.errors).toEqual({ socket_id: ['Invalid socket id'] });
    expect((await t.request('POST', '/api/broadcasting/auth', { body: { socket_id: '1.2', channel_name: `private-user.${a.id}` } })).status).toBe(401);
  });

  it('joins a channel with a valid signature and receives its events; a forged one is refused', async () => {
    const u = await newUser(t);
    const socket = await connect(t, u.access_token);
    sockets.push(socket);
    const forged = await socket.emitWithAck('subscribe', { channel: `private-user.${u.id}`, auth: 'test-app-key:00' });
    expect(forged).toEqual({ ok: false, error: 'Invalid channel signature' });
    // A signature made for another socket does not work on this one either.
    const stolen = await t.request('POST', '/api/broadcasting/auth', { token: u.access_token, body: { socket_id: 'someone-else', channel_name: `private-user.${u.id}` } });
    expect(await socket.emitWithAck('subscribe', { channel: `private-user.${u.id}`, auth: stolen.body.auth })).toEqual({ ok: false, error: 'Invalid channel signature' });

    expect(await subscribe(t, socket, u.access_token, `private-user.${u.id}`)).toEqual({ ok: true });
    const received = nextEvent(socket, 'messages.unseen');
    t.app.get(RealtimeService).toUser(u.id, 'messages.unseen', { messages_count: 3 });
    expect(await received).toEqual({ messages_count: 3 });
  });

  it('stops delivering after unsubscribe, and never delivers to members not subscribed', async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    const sa = await connect(t, a.access_token);
    const sb = await connect(t, b.access_token);
    sockets.push(sa, sb);
    await subscribe(t, sa, a.access_token, `private-user.${a.id}`);
    const seenByB = collect(sb, 'messages.unseen');
    expect(await sa.emitWithAck('unsubscribe', { channel: `private-user.${a.id}` })).toEqual({ ok: true });
    const seenByA = collect(sa, 'messages.unseen');
    t.app.get(RealtimeService).toUser(a.id, 'messages.unseen', { messages_count: 1 });
    await new Promise((r) => setTimeout(r, 300));
    expect(seenByA).toEqual([]);
    expect(seenByB).toEqual([]);
  });

  it('ignores typing for a chat channel the socket has not joined', async () => {
    const a = await newUser(t);
    const sa = await connect(t, a.access_token);
    sockets.push(sa);
    const seen = collect(sa, 'chats.typing');
    sa.emit('typing', { chat_id: 1 });
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toEqual([]);
  });
});

describeWithRedis('realtime across two instances (Redis adapter)', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await startTestApp({ redis: true });
    two = await startTestApp({ redis: true, database: one.database });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('delivers an event raised on one instance to a socket connected to the other', async () => {
    const u = await newUser(one);
    const socket = await connect(two, u.access_token);
    try {
      await subscribe(two, socket, u.access_token, `private-user.${u.id}`);
      const received = nextEvent(socket, 'messages.unseen');
      one.app.get(RealtimeService).toUser(u.id, 'messages.unseen', { messages_count: 7 });
      expect(await received).toEqual({ messages_count: 7 });
    } finally {
      socket.close();
    }
  });
});
