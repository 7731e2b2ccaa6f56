import { EntityManager } from '@mikro-orm/postgresql';
import { DomainEvents } from '../src/common/outbox/domain-events';
import { sql } from '../src/database/sql';
import { sha256 } from '../src/modules/auth/tokens.service';
import { RealtimeService } from '../src/realtime/realtime.service';
import { SessionConnections } from '../src/realtime/session-connections';
import { newUser, type TestUser } from './helpers/factories';
import { form } from './helpers/forms';
import { all, next, pusherClient, subscribed } from './helpers/pusher-clients';
import { describeWithRedis } from './helpers/skips';
import { collect, connect, disconnected, nextEvent, subscribe, type TestSocket } from './helpers/sockets';
import { startTestApp, type TestApp, THROTTLE_OFF, useTwoInstances } from './helpers/test-app';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The session id an access token carries. */
const sessionOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

/** A second session of the same member (another device). */
async function signInAgain(t: TestApp, u: TestUser): Promise<{ access_token: string; refresh_token: string }> {
  const res = await t.request('POST', '/api/auth/login', { body: { email: u.email, password: u.password } });
  expect(res.status).toBe(200);
  return res.body.token;
}

/** A socket subscribed to its member's own channel. */
async function listening(t: TestApp, token: string, userId: number, sockets: TestSocket[]): Promise<TestSocket> {
  const socket = await connect(t, token);
  sockets.push(socket);
  expect(await subscribe(t, socket, token, `private-user.${userId}`)).toEqual({ ok: true });
  return socket;
}

describe('a socket lives no longer than its session', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  const db = () => t.app.get(EntityManager).fork();
  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
  });
  afterEach(() => {
    sockets.splice(0).forEach((s) => s.close());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logout drops the sockets of that session at once; another session of the member keeps receiving', async () => {
    const u = await newUser(t);
    const other = await signInAgain(t, u);
    const mine = await listening(t, u.access_token, u.id, sockets);
    const theirs = await listening(t, other.access_token, u.id, sockets);
    const dropped = disconnected(mine);
    const seenAfter = collect(mine, 'notifications.created');

    expect((await t.request('POST', '/api/auth/logout', { token: u.access_token })).status).toBe(200);
    expect(await dropped).toBe('io server disconnect');

    const received = nextEvent(theirs, 'messages.unseen');
    t.app.get(RealtimeService).toUser(u.id, 'messages.unseen', { messages_count: 4 });
    expect(await received).toEqual({ messages_count: 4 });
    expect(theirs.connected).toBe(true);
    expect(seenAfter).toEqual([]);
    // The logged-out token cannot open a new socket either.
    await expect(connect(t, u.access_token)).rejects.toThrow('Unauthorized');
  });

  it('a chat message sent after logout never reaches the logged-out socket', async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    const chat = await t.request('POST', '/api/chats', { token: b.access_token, body: { user_id: a.id } });
    const socket = await connect(t, a.access_token);
    sockets.push(socket);
    await subscribe(t, socket, a.access_token, `private-chats.${chat.body.data.id}`);
    const messages = collect(socket, 'chats.message');
    const dropped = disconnected(socket);
    await t.request('POST', '/api/auth/logout', { token: a.access_token });
    await dropped;
    const sent = await t.request('POST', `/api/chats/${chat.body.data.id}/messages`, { token: b.access_token, body: { message: 'still there?' } });
    expect(sent.status).toBe(201);
    expect(messages).toEqual([]);
  });

  it('a reused refresh token drops the sockets of its session', async () => {
    const u = await newUser(t);
    const socket = await listening(t, u.access_token, u.id, sockets);
    const dropped = disconnected(socket);
    const rotated = await t.request('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh_token } });
    expect(rotated.status).toBe(200);
    // Past the grace window, the old token presented again is a replay.
    await sql(db(), "update refresh_tokens set used_at = now() - interval '1 minute' where token_hash = ?", [sha256(u.refresh_token)]);
    expect((await t.request('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh_token } })).status).toBe(401);
    expect(await dropped).toBe('io server disconnect');
  });

  it("a password change drops the member's other sessions' sockets and keeps this one's", async () => {
    const u = await newUser(t);
    const other = await signInAgain(t, u);
    const mine = await listening(t, u.access_token, u.id, sockets);
    const theirs = await listening(t, other.access_token, u.id, sockets);
    const dropped = disconnected(theirs);
    const res = await t.request('POST', '/api/auth/profile/edit', {
      token: u.access_token,
      body: form({ current_password: u.password, password: 'Brandnew!42', password_confirmation: 'Brandnew!42' }),
    });
    expect(res.status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    const received = nextEvent(mine, 'messages.unseen');
    t.app.get(RealtimeService).toUser(u.id, 'messages.unseen', { messages_count: 1 });
    expect(await received).toEqual({ messages_count: 1 });
  });

  it('a password reset drops every socket of the member', async () => {
    const u = await newUser(t);
    const other = await signInAgain(t, u);
    const one = await listening(t, u.access_token, u.id, sockets);
    const two = await listening(t, other.access_token, u.id, sockets);
    const dropped = Promise.all([disconnected(one), disconnected(two)]);
    const token = 'a-known-reset-token-for-this-test-only-0001';
    await sql(db(), "insert into password_resets (user_id, token_hash, expires_at) values (?, ?, now() + interval '1 hour')", [u.id, sha256(token)]);
    const res = await t.request('POST', `/api/auth/password/reset/${token}`, { body: { token, password: 'Reset!pass9', password_confirmation: 'Reset!pass9' } });
    expect(res.status).toBe(200);
    expect(await dropped).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('a ban drops every socket and ends every session of the member', async () => {
    const u = await newUser(t);
    const socket = await listening(t, u.access_token, u.id, sockets);
    const dropped = disconnected(socket);
    await sql(db(), 'update users set banned_at = now() where id = ?', [u.id]);
    t.app.get(DomainEvents).emit('user.banned', { userId: u.id });
    expect(await dropped).toBe('io server disconnect');
    await pause(100);
    const sessions = await sql<{ revoked_reason: string }>(db(), 'select revoked_reason from sessions where user_id = ?', [u.id]);
    expect(sessions).toEqual([{ revoked_reason: 'banned' }]);
  });

  it("a blocked member's typing never reaches the blocker", async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    const chat = await t.request('POST', '/api/chats', { token: a.access_token, body: { user_id: b.id } });
    const channel = `private-chats.${chat.body.data.id}`;
    const sa = await connect(t, a.access_token);
    const sb = await connect(t, b.access_token);
    sockets.push(sa, sb);
    await subscribe(t, sa, a.access_token, channel);
    await subscribe(t, sb, b.access_token, channel);

    const before = nextEvent(sa, 'chats.typing');
    sb.emit('typing', { chat_id: chat.body.data.id });
    expect(await before).toEqual({ chat_id: chat.body.data.id, user_id: b.id });

    expect((await t.request('POST', `/api/users/${b.id}/block`, { token: a.access_token })).status).toBe(200);
    const typing = collect(sa, 'chats.typing');
    await pause(1100); // typing is relayed at most once a second per chat and socket
    sb.emit('typing', { chat_id: chat.body.data.id });
    await pause(500);
    expect(typing).toEqual([]);
  });

  it("a blocked member's typing never reaches the blocker over the Pusher protocol either", async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    const chat = await t.request('POST', '/api/chats', { token: a.access_token, body: { user_id: b.id } });
    const channel = `private-chats.${chat.body.data.id}`;
    const ca = await pusherClient(t, a.access_token);
    const cb = await pusherClient(t, b.access_token);
    try {
      const pa = await subscribed(ca, channel);
      const pb = await subscribed(cb, channel);
      const before = next(pa, 'client-typing');
      pb.trigger('client-typing', { typing: true });
      expect(await before).toEqual({ typing: true });

      expect((await t.request('POST', `/api/users/${b.id}/block`, { token: a.access_token })).status).toBe(200);
      const whispers = all(pa, 'client-typing');
      const typing = all(pa, 'chats.typing');
      await pause(1100); // Plaza typing is relayed at most once a second per chat and connection
      pb.trigger('client-typing', { typing: true });
      await pause(500);
      expect(whispers).toEqual([]);
      expect(typing).toEqual([]);
    } finally {
      ca.disconnect();
      cb.disconnect();
    }
  });

  it('exposes one hook for other transports: tracked connections close when their session ends', async () => {
    const u = await newUser(t);
    const closed = new Promise<string>((resolve) => t.app.get(SessionConnections).track(sessionOf(u.access_token), Date.now() + 60_000, resolve));
    await t.request('POST', '/api/auth/logout', { token: u.access_token });
    expect(await closed).toBe('ended');
  });
});

describe('a socket lives no longer than its access token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ...THROTTLE_OFF, ACCESS_TOKEN_TTL: '2' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is closed by the server when the token it connected with expires; the client then needs a fresh token', async () => {
    const u = await newUser(t);
    const socket = await connect(t, u.access_token);
    try {
      const told = nextEvent(socket, 'session.closing', 10_000);
      const dropped = disconnected(socket, 10_000);
      expect(await told).toEqual({ reason: 'expired' });
      expect(await dropped).toBe('io server disconnect');
      await expect(connect(t, u.access_token)).rejects.toThrow('Unauthorized');
      const fresh = await t.request('POST', '/api/auth/refresh', { body: { refresh_token: u.refresh_token } });
      const again = await connect(t, fresh.body.access_token);
      again.close();
    } finally {
      socket.close();
    }
  });
});

describeWithRedis('session end reaches sockets on every instance (Redis)', () => {
  const { one, two } = useTwoInstances();

  it('logout on one instance drops the socket connected to the other, and tracked connections there', async () => {
    const u = await newUser(one());
    const socket = await connect(two(), u.access_token);
    try {
      const tracked = new Promise<string>((resolve) => two().app.get(SessionConnections).track(sessionOf(u.access_token), Date.now() + 60_000, resolve));
      const dropped = disconnected(socket);
      expect((await one().request('POST', '/api/auth/logout', { token: u.access_token })).status).toBe(200);
      expect(await dropped).toBe('io server disconnect');
      expect(await tracked).toBe('ended');
    } finally {
      socket.close();
    }
  });
});
