import { Queue } from 'bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../src/database/sql';
import { JobQueue } from '../src/queue/job-queue';
import { eventually } from './helpers/eventually';
import { newUser, type TestUser } from './helpers/factories';
import { TestPushService, type ReceivedPush, type TestDevice } from './helpers/push-service';
import { describeWithRedis } from './helpers/skips';
import { connect, type TestSocket } from './helpers/sockets';
import { startTestApp, THROTTLE_OFF, type TestApp } from './helpers/test-app';

/**
 * Web Push end to end: the app sends through its `push` queue (inline, or BullMQ on Redis) to a
 * push service on loopback over HTTPS, which decrypts each message with the device's own keys.
 */
function pushSuite(options: { redis: boolean }) {
  const service = new TestPushService();
  let t: TestApp;
  let ana: TestUser;
  let sam: TestUser;
  let phone: TestDevice;
  let laptop: TestDevice;
  const sockets: TestSocket[] = [];
  const db = (text: string, params: unknown[] = []) => sql(t.app.get(EntityManager).fork(), text, params);

  const settle = async () => {
    await new Promise((r) => setTimeout(r, 50));
    await t.drainQueues();
  };
  /** Waits for `count` messages at the push service (more may not arrive: checked by the caller). */
  const pushes = async (count: number): Promise<ReceivedPush[]> => {
    await settle();
    await eventually(
      () => service.received.length,
      (n) => n >= count,
    );
    return service.take();
  };
  const subscribe = (u: TestUser, device: Pick<TestDevice, 'endpoint' | 'keys'>) =>
    t.request('POST', '/api/push/subscriptions', { token: u.access_token, body: { endpoint: device.endpoint, keys: device.keys, expirationTime: null } });
  const prefs = (u: TestUser, body: unknown) => t.request('PUT', '/api/me/notification-preferences', { token: u.access_token, body });
  const postOf = async (u: TestUser, body: string): Promise<number> => {
    const form = new FormData();
    form.append('body', body);
    return (await t.request('POST', '/api/posts', { token: u.access_token, body: form })).body.data.id;
  };

  beforeAll(async () => {
    await service.start();
    t = await startTestApp({ redis: options.redis, env: { ...THROTTLE_OFF, PUSH_ALLOW_HOSTS: service.host, PUSH_HIDDEN_AFTER_SECONDS: '1', PUBLIC_URL: 'https://plaza.test' } });
    ana = await newUser(t, { first_name: 'Ana', last_name: 'Lima' });
    sam = await newUser(t, { first_name: 'Sam', last_name: 'Reed' });
    phone = service.device('sam-phone');
    laptop = service.device('sam-laptop');
  });
  afterEach(() => {
    sockets.splice(0).forEach((s) => s.close());
  });
  afterAll(async () => {
    await t?.close();
    await service.stop();
  });

  it('gives the VAPID public key every member subscribes with', async () => {
    const res = await t.request('GET', '/api/push/public-key', { token: sam.access_token });
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.public_key, 'base64url')).toHaveLength(65);
    expect(res.body.public_key).toBe(t.config.push.vapidPublicKey);
    expect((await t.request('GET', '/api/push/public-key')).status).toBe(401);
  });

  it.each([
    ['http://example.com/push/1', 'endpoint', 'endpoint must be the https:// address of a push service'],
    ['not a url', 'endpoint', 'endpoint must be the https:// address of a push service'],
    ['https://127.0.0.2/push/1', 'endpoint', 'endpoint must be a public address of a push service'],
    ['https://10.1.2.3:8443/push/1', 'endpoint', 'endpoint must be a public address of a push service'],
    ['https://[::1]/push/1', 'endpoint', 'endpoint must be a public address of a push service'],
    ['https://localhost:PORT/push/1', 'endpoint', 'endpoint must be a public address of a push service'],
  ])('refuses the endpoint %s (SSRF guard) with a 422', async (endpoint, field, message) => {
    const res = await subscribe(sam, { endpoint: endpoint.replace('PORT', String(service.port)), keys: phone.keys });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('refuses keys that are not a subscription’s', async () => {
    const res = await subscribe(sam, { endpoint: phone.endpoint, keys: { p256dh: 'abc', auth: phone.keys.auth } });
    expect(res.status).toBe(422);
    expect(res.body.errors.keys).toEqual(['keys.p256dh and keys.auth must be the subscription’s base64url keys']);
    expect((await t.request('POST', '/api/push/subscriptions', { token: sam.access_token, body: { endpoint: phone.endpoint } })).status).toBe(422);
  });

  it('keeps several devices per member, each listed by its push service only', async () => {
    const one = await subscribe(sam, phone);
    expect(one.status).toBe(201);
    expect(one.body.data).toEqual(expect.objectContaining({ id: expect.any(Number), service: service.host }));
    expect((await subscribe(sam, laptop)).status).toBe(201);
    // Subscribing the same endpoint again updates it: still two devices.
    expect((await subscribe(sam, phone)).status).toBe(201);
    const list = await t.request('GET', '/api/push/subscriptions', { token: sam.access_token });
    expect(list.body.data).toHaveLength(2);
    expect(JSON.stringify(list.body)).not.toContain(phone.keys.auth);
    // Another member cannot remove them.
    expect((await t.request('DELETE', `/api/push/subscriptions/${one.body.data.id}`, { token: ana.access_token })).status).toBe(404);
  });

  it('pushes a friend request to every device, encrypted for each, with TTL, Urgency, Topic and VAPID', async () => {
    expect((await t.request('POST', '/api/friends/add', { token: ana.access_token, body: { user_id: sam.id } })).status).toBe(200);
    const got = await pushes(2);
    expect(got.map((p) => p.device).sort()).toEqual(['sam-laptop', 'sam-phone']);
    const [notification] = await db("select id from notifications where user_id = ? and type = 'FriendRequest'", [sam.id]);
    for (const push of got) {
      expect(push.payload).toEqual({
        kind: 'notification',
        title: 'Ana Lima',
        body: 'sent you a friend request',
        icon: null,
        url: `https://plaza.test/u/${ana.username}`,
        tag: `n-${notification.id}`,
        unread: 1,
      });
      expect(push.headers).toMatchObject({ ttl: '86400', urgency: 'high', topic: `n-${notification.id}`, 'content-encoding': 'aes128gcm' });
      expect(push.vapid).toMatchObject({ aud: `https://${service.host}`, k: t.config.push.vapidPublicKey, sub: 'mailto:no-reply@plaza.local' });
      expect(push.vapid.exp * 1000).toBeGreaterThan(Date.now());
    }
  });

  it('pushes in the member’s language: Portuguese and Arabic texts, the names and words as written', async () => {
    const [ines, amal] = [await newUser(t, { first_name: 'Inês' }), await newUser(t, { first_name: 'Amal' })];
    const [tablet, watch] = [service.device('ines-tablet'), service.device('amal-watch')];
    await db("update users set language = 'pt-PT' where id = ?", [ines.id]);
    await db("update users set language = 'ar' where id = ?", [amal.id]);
    expect((await subscribe(ines, tablet)).status).toBe(201);
    expect((await subscribe(amal, watch)).status).toBe(201);
    await t.request('POST', '/api/friends/add', { token: ana.access_token, body: { user_id: ines.id } });
    await t.request('POST', '/api/friends/add', { token: ana.access_token, body: { user_id: amal.id } });
    const got = await pushes(2);
    const to = (device: string) => got.find((p) => p.device === device)!.payload;
    expect(to('ines-tablet')).toMatchObject({ title: 'Ana Lima', body: 'enviou-lhe um pedido de amizade' });
    expect(to('amal-watch')).toMatchObject({ title: 'Ana Lima', body: 'أرسل إليك طلب صداقة' });
  });

  it('follows the member’s choice per kind: a like is not pushed by default, and is once turned on', async () => {
    const first = await postOf(sam, 'First light');
    await t.request('POST', `/api/posts/${first}/like`, { token: ana.access_token });
    await settle();
    await new Promise((r) => setTimeout(r, 200));
    expect(service.take()).toEqual([]);
    // In the app it is there all the same.
    expect(await db("select count(*)::int as n from notifications where user_id = ? and type = 'LikedPost'", [sam.id])).toEqual([{ n: 1 }]);

    expect((await prefs(sam, { channels: { post_liked: { push: true, in_app: false } } })).status).toBe(200);
    const second = await postOf(sam, 'Second light');
    await t.request('POST', `/api/posts/${second}/like`, { token: ana.access_token });
    const got = await pushes(2);
    expect(got[0].payload).toMatchObject({ title: 'Ana Lima', body: 'liked your post', url: `https://plaza.test/posts/${second}` });
    expect(got[0].headers.urgency).toBe('normal');
    // Off in the app: pushed, but neither listed nor counted there.
    const list = await t.request('GET', '/api/notifications/count-unread', { token: sam.access_token });
    expect(list.body.un_read).toBe(2);
    await prefs(sam, { channels: { post_liked: { in_app: true, push: false } } });
  });

  it('pushes a chat message when the member has no socket, collapsed per chat, and not while they look', async () => {
    const chat = (await t.request('POST', '/api/chats', { token: ana.access_token, body: { user_id: sam.id } })).body.data.id;
    await t.request('POST', `/api/chats/${chat}/messages`, { token: ana.access_token, body: { message: 'Are you coming tonight?' } });
    const got = await pushes(2);
    expect(got[0].payload).toMatchObject({ title: 'Ana Lima', body: 'Are you coming tonight?', url: `https://plaza.test/show_chat/${chat}`, tag: `chat-${chat}` });
    expect(got[0].headers).toMatchObject({ topic: `chat-${chat}`, urgency: 'high' });

    // Sam opens Plaza: nothing is pushed while his tab is in view.
    const socket = await connect(t, sam.access_token);
    sockets.push(socket);
    await new Promise((r) => setTimeout(r, 100));
    await t.request('POST', `/api/chats/${chat}/messages`, { token: ana.access_token, body: { message: 'Hello?' } });
    await settle();
    await new Promise((r) => setTimeout(r, 200));
    expect(service.take()).toEqual([]);

    // His tab hidden for longer than PUSH_HIDDEN_AFTER_SECONDS: pushed again, under the same tag.
    socket.emit('visibility', { hidden: true });
    await new Promise((r) => setTimeout(r, 1200));
    const sent = await t.request('POST', `/api/chats/${chat}/messages`, { token: ana.access_token, body: { message: 'I am at the door' } });
    const again = await pushes(2);
    expect(again[0].payload).toMatchObject({ body: 'I am at the door', tag: `chat-${chat}` });

    // He reads the chat on his laptop: the notification is withdrawn from every device.
    expect((await t.request('POST', `/api/chats/${chat}/messages/${sent.body.data.id}/seen`, { token: sam.access_token })).status).toBe(200);
    const withdrawn = await pushes(2);
    expect(withdrawn[0].payload).toEqual({ kind: 'withdraw', tag: `chat-${chat}`, unread: expect.any(Number) });
    expect(withdrawn[0].headers.urgency).toBe('low');
  });

  it('withdraws pushed notifications once the member read them in the app', async () => {
    expect((await t.request('GET', '/api/notifications', { token: sam.access_token })).status).toBe(200);
    const got = await pushes(2);
    expect(got.map((p) => p.payload)).toEqual([
      { kind: 'withdraw', tag_prefix: 'n-', unread: 0 },
      { kind: 'withdraw', tag_prefix: 'n-', unread: 0 },
    ]);
  });

  it('withdraws a friend request that was withdrawn, and removes a subscription the push service says is gone (410)', async () => {
    service.unsubscribe('sam-laptop');
    const [request] = await db("select id from notifications where user_id = ? and type = 'FriendRequest'", [sam.id]);
    await t.request('POST', '/api/friends/withdraw', { token: ana.access_token, body: { user_id: sam.id } });
    await t.request('POST', '/api/friends/add', { token: ana.access_token, body: { user_id: sam.id } });
    const got = await pushes(2);
    expect(got.map((p) => p.device)).toEqual(['sam-phone', 'sam-phone']);
    expect(got.map((p) => p.payload).sort((x, y) => String(x.kind).localeCompare(String(y.kind)))).toEqual([
      expect.objectContaining({ kind: 'notification', body: 'sent you a friend request' }),
      { kind: 'withdraw', tag: `n-${request.id}`, unread: expect.any(Number) },
    ]);
    const left = await eventually(
      async () => (await t.request('GET', '/api/push/subscriptions', { token: sam.access_token })).body.data.length,
      (n) => n === 1,
    );
    expect(left).toBe(1);
  });

  it('lets a member remove a device', async () => {
    const list = await t.request('GET', '/api/push/subscriptions', { token: sam.access_token });
    const id = list.body.data[0].id;
    expect((await t.request('DELETE', `/api/push/subscriptions/${id}`, { token: sam.access_token })).status).toBe(204);
    expect((await t.request('DELETE', `/api/push/subscriptions/${id}`, { token: sam.access_token })).status).toBe(404);
    expect((await subscribe(sam, phone)).status).toBe(201);
  });

  it('holds pushes during quiet hours and sends them when they end', async () => {
    const hour = new Date().getUTCHours();
    await prefs(sam, { time_zone: 'UTC', quiet_hours_start: hour, quiet_hours_end: (hour + 2) % 24 });
    await t.request('POST', '/api/friends/withdraw', { token: ana.access_token, body: { user_id: sam.id } });
    await t.request('POST', '/api/friends/add', { token: ana.access_token, body: { user_id: sam.id } });
    await new Promise((r) => setTimeout(r, 300));
    await t.app.get(JobQueue).drain(500);
    expect(service.take()).toEqual([]);
    const counts = (await t.app.get(JobQueue).counts()).push;
    if (t.app.get(JobQueue).driver === 'inline') {
      expect(counts.waiting).toBe(1); // held in this process until the quiet hours end
      return;
    }
    const queue = new Queue('push', { connection: { url: process.env.REDIS_URL }, prefix: t.config.redisPrefix });
    try {
      const [held] = await queue.getDelayed();
      const end = new Date();
      end.setUTCHours(hour + 2, 0, 0, 0);
      expect(Math.abs(held.timestamp + held.delay - end.getTime())).toBeLessThan(5000);
      // The quiet hours are over (promoted now): it goes out.
      await prefs(sam, { quiet_hours_start: null, quiet_hours_end: null });
      await held.promote();
      const got = await pushes(1);
      expect(got[0].payload).toMatchObject({ body: 'sent you a friend request' });
    } finally {
      await queue.close();
    }
  });
}

describe('web push (inline queue)', () => pushSuite({ redis: false }));

describeWithRedis('web push through BullMQ on Redis', () => pushSuite({ redis: true }));
