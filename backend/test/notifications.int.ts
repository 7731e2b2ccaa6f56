import { EntityManager } from '@mikro-orm/postgresql';
import { DomainEvents } from '../src/common/outbox/domain-events';
import { sql } from '../src/database/sql';
import { JobQueue } from '../src/queue/job-queue';
import { newUser, type TestUser } from './helpers/factories';
import { describeWithRedis } from './helpers/skips';
import { collect, connect, nextEvent, subscribe, type TestSocket } from './helpers/sockets';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/** These tests sign many members up from one address; throttling is auth's to test. */
const NOTIFICATION_KEYS = ['created_at', 'description', 'id', 'read_at', 'state', 'subject', 'type', 'user'];

function postForm(body: string): FormData {
  const f = new FormData();
  f.append('body', body);
  return f;
}

/**
 * The notifications suite, run against an app whose queue is BullMQ on Redis when REDIS_URL is
 * set, the inline driver otherwise: the same listener, jobs and processor either way.
 */
function notificationsSuite(options: { redis: boolean }) {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  const db = (text: string, params: unknown[]) => sql(t.app.get(EntityManager).fork(), text, params);

  /** Lets domain events reach their listeners, then waits until every queued job has run. */
  const settle = async () => {
    await new Promise((r) => setTimeout(r, 20));
    await t.drainQueues();
  };
  const post = async (u: TestUser, body: string): Promise<{ id: number }> => {
    const res = await t.request('POST', '/api/posts', { token: u.access_token, body: postForm(body) });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const like = (u: TestUser, postId: number) => t.request('POST', `/api/posts/${postId}/like`, { token: u.access_token });
  const comment = (u: TestUser, postId: number, body: string) => t.request('POST', `/api/posts/${postId}/comments`, { token: u.access_token, body: { body } });
  const unread = async (u: TestUser): Promise<number> => {
    const res = await t.request('GET', '/api/notifications/count-unread', { token: u.access_token });
    expect(res.status).toBe(200);
    return res.body.un_read;
  };
  const list = (u: TestUser, query = '') => t.request('GET', `/api/notifications${query}`, { token: u.access_token });
  /** What the member would see, read from the database without marking anything read. */
  const stored = (u: TestUser) => db('select type, actor_id, subject_type, subject_id, description from notifications where user_id = ? order by id', [u.id]);

  beforeAll(async () => {
    t = await startTestApp({ redis: options.redis, env: THROTTLE_OFF });
  });
  afterEach(() => {
    sockets.splice(0).forEach((s) => s.close());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs on the expected queue driver', () => {
    expect(t.app.get(JobQueue).driver).toBe(options.redis ? 'bullmq' : 'inline');
  });

  it("tells a post's author who liked it, with the post's start, once however often it is liked again", async () => {
    const author = await newUser(t);
    const fan = await newUser(t, { first_name: 'Fanny', last_name: 'Fonseca' });
    const p = await post(author, 'A long day at the lake, with friends, a picnic and far too many mosquitoes for my taste, really');
    expect((await like(fan, p.id)).status).toBe(200);
    await settle();
    expect(await unread(author)).toBe(1);

    const res = await list(author);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    const n = res.body.data[0];
    expect(Object.keys(n).sort()).toEqual(NOTIFICATION_KEYS);
    expect(n).toMatchObject({
      type: 'LikedPost',
      subject: { type: 'post', id: p.id },
      read_at: null,
      user: { id: fan.id, first_name: 'Fanny', last_name: 'Fonseca', username: fan.username, avatar: null },
    });
    expect(n.description).toBe('A long day at the lake, with friends, a picnic and far too many mosquitoes for my taste, really');
    expect(JSON.stringify(n)).not.toContain(fan.email);

    // Unlike and like again, twice: still the one notification.
    for (let i = 0; i < 2; i++) {
      await t.request('DELETE', `/api/posts/${p.id}/like`, { token: fan.access_token });
      await like(fan, p.id);
    }
    await settle();
    expect(await unread(author)).toBe(0);
    expect((await list(author)).body.total).toBe(1);
    expect(await stored(author)).toHaveLength(1);
  });

  it("tells a post's author of each comment, with the comment's start", async () => {
    const author = await newUser(t);
    const commenter = await newUser(t);
    const p = await post(author, 'Thoughts?');
    const long = `I think ${'very '.repeat(40)}much so`;
    expect((await comment(commenter, p.id, long)).status).toBe(201);
    expect((await comment(commenter, p.id, 'And one more thing')).status).toBe(201);
    await settle();
    const res = await list(author);
    expect(res.body.data.map((n: { type: string; description: string }) => [n.type, n.description])).toEqual([
      ['CommentedPost', 'And one more thing'],
      ['CommentedPost', `${long.slice(0, 99).trimEnd()}…`],
    ]);
    expect(res.body.data[0]).toMatchObject({ subject: { type: 'post', id: p.id }, user: { id: commenter.id } });
  });

  it('never notifies members of what they do on their own posts', async () => {
    const author = await newUser(t);
    const p = await post(author, 'Talking to myself');
    await like(author, p.id);
    await comment(author, p.id, 'Indeed.');
    await settle();
    expect(await unread(author)).toBe(0);
    expect(await stored(author)).toEqual([]);
  });

  it('notifies friend requests and acceptances announced by the friends domain', async () => {
    const asker = await newUser(t, { first_name: 'Asker' });
    const asked = await newUser(t, { first_name: 'Asked' });
    const events = t.app.get(DomainEvents);
    await db('insert into friendships (requester_id, addressee_id) values (?, ?)', [asker.id, asked.id]);
    events.emit('friendship.requested', { fromId: asker.id, toId: asked.id });
    await settle();
    const request = await list(asked);
    expect(request.body.data).toEqual([
      expect.objectContaining({ type: 'FriendRequest', description: null, subject: { type: 'user', id: asker.id }, read_at: null, user: expect.objectContaining({ id: asker.id, first_name: 'Asker' }) }),
    ]);

    await db("update friendships set status = 'accepted', accepted_at = now() where requester_id = ? and addressee_id = ?", [asker.id, asked.id]);
    events.emit('friendship.accepted', { byId: asked.id, requesterId: asker.id });
    // Announced twice (a retry upstream): still one notification.
    events.emit('friendship.accepted', { byId: asked.id, requesterId: asker.id });
    await settle();
    const accept = await list(asker);
    expect(accept.body.data).toEqual([expect.objectContaining({ type: 'FriendAccept', user: expect.objectContaining({ id: asked.id, first_name: 'Asked' }) })]);
    expect(await unread(asked)).toBe(0);
  });

  it('drops a friend request withdrawn before it was processed; a new request later notifies again', async () => {
    const asker = await newUser(t);
    const asked = await newUser(t);
    const events = t.app.get(DomainEvents);
    events.emit('friendship.requested', { fromId: asker.id, toId: asked.id }); // no such request (anymore)
    await settle();
    expect(await unread(asked)).toBe(0);

    await db('insert into friendships (requester_id, addressee_id) values (?, ?)', [asker.id, asked.id]);
    events.emit('friendship.requested', { fromId: asker.id, toId: asked.id });
    await settle();
    await db('delete from friendships where requester_id = ?', [asker.id]);
    await db('insert into friendships (requester_id, addressee_id) values (?, ?)', [asker.id, asked.id]);
    events.emit('friendship.requested', { fromId: asker.id, toId: asked.id });
    await settle();
    expect(await unread(asked)).toBe(2);
  });

  it('tells where a friend request stands now: pending, then accepted; other types have no state', async () => {
    const asker = await newUser(t, { first_name: 'Asker' });
    const asked = await newUser(t);
    expect((await t.request('POST', '/api/friends/add', { token: asker.access_token, body: { user_id: asked.id } })).status).toBe(200);
    await settle();
    expect((await list(asked)).body.data).toEqual([expect.objectContaining({ type: 'FriendRequest', state: 'pending' })]);

    expect((await t.request('POST', '/api/friends/accept', { token: asked.access_token, body: { user_id: asker.id } })).status).toBe(200);
    await settle();
    expect((await list(asked)).body.data).toEqual([expect.objectContaining({ type: 'FriendRequest', state: 'accepted' })]);
    expect((await list(asker)).body.data).toEqual([expect.objectContaining({ type: 'FriendAccept', state: null })]);
  });

  it('removes the friend-request notification when the request is withdrawn through the API', async () => {
    const asker = await newUser(t);
    const asked = await newUser(t);
    expect((await t.request('POST', '/api/friends/add', { token: asker.access_token, body: { user_id: asked.id } })).status).toBe(200);
    await settle();
    expect(await unread(asked)).toBe(1);
    expect((await t.request('POST', '/api/friends/withdraw', { token: asker.access_token, body: { user_id: asked.id } })).status).toBe(200);
    await settle();
    expect(await unread(asked)).toBe(0);
    expect((await list(asked)).body.data).toEqual([]);
  });

  it('resets the unread counter when the list is fetched; the items just seen still show as new once', async () => {
    const author = await newUser(t);
    const fans = [await newUser(t), await newUser(t), await newUser(t)];
    const p = await post(author, 'Popular');
    for (const fan of fans) {
      await like(fan, p.id);
      await settle(); // one at a time, so the order is known
    }
    expect(await unread(author)).toBe(3);

    const page1 = await list(author, '?take=2');
    expect(page1.body).toMatchObject({ total: 3, to: 2, last_page: 2 });
    expect(page1.body.data.map((n: { user: { id: number } }) => n.user.id)).toEqual([fans[2].id, fans[1].id]);
    expect(page1.body.data.every((n: { read_at: string | null }) => n.read_at === null)).toBe(true);
    expect(await unread(author)).toBe(0);

    const again = await list(author);
    expect(again.body.data.map((n: { user: { id: number } }) => n.user.id)).toEqual([fans[2].id, fans[1].id, fans[0].id]);
    expect(again.body.data.every((n: { read_at: string | null }) => n.read_at !== null && Date.parse(n.read_at) > 0)).toBe(true);
  });

  it('marks everything read with read-all', async () => {
    const author = await newUser(t);
    const fan = await newUser(t);
    const p = await post(author, 'Read me');
    await like(fan, p.id);
    await comment(fan, p.id, 'Nice');
    await settle();
    expect(await unread(author)).toBe(2);
    const res = await t.request('POST', '/api/notifications/read-all', { token: author.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ un_read: 0 });
    expect(await unread(author)).toBe(0);
    expect(await unread(fan)).toBe(0);
  });

  it('hides notifications from a member blocked in either direction, and removes those of a deleted post', async () => {
    const author = await newUser(t);
    const blocked = await newUser(t);
    const fan = await newUser(t);
    const p = await post(author, 'Going, going');
    await like(blocked, p.id);
    await like(fan, p.id);
    await settle();
    expect(await unread(author)).toBe(2);
    await db('insert into blocks (blocker_id, blocked_id) values (?, ?)', [author.id, blocked.id]);
    expect(await unread(author)).toBe(1);
    expect((await list(author)).body.data.map((n: { user: { id: number } }) => n.user.id)).toEqual([fan.id]);

    await t.request('DELETE', `/api/posts/${p.id}`, { token: author.access_token });
    expect((await list(author)).body).toMatchObject({ data: [], total: 0 });
  });

  it('removes the notification of a deleted comment, and keeps the others of its post', async () => {
    const author = await newUser(t);
    const commenter = await newUser(t);
    const p = await post(author, 'Say something');
    const first = await comment(commenter, p.id, 'First!');
    await comment(commenter, p.id, 'Second');
    await settle();
    expect((await list(author)).body.total).toBe(2);
    expect((await t.request('DELETE', `/api/posts/${p.id}/comments/${first.body.data.id}`, { token: commenter.access_token })).status).toBe(204);
    expect((await list(author)).body.data.map((n: { description: string }) => n.description)).toEqual(['Second']);
  });

  it("pushes notifications.created with the new un_read to the author's socket, and to no one else", async () => {
    const author = await newUser(t);
    const fan = await newUser(t, { first_name: 'Socket', last_name: 'Fan' });
    const p = await post(author, 'Live!');
    const authorSocket = await connect(t, author.access_token);
    const fanSocket = await connect(t, fan.access_token);
    sockets.push(authorSocket, fanSocket);
    expect(await subscribe(t, authorSocket, author.access_token, `private-user.${author.id}`)).toEqual({ ok: true });
    expect(await subscribe(t, fanSocket, fan.access_token, `private-user.${fan.id}`)).toEqual({ ok: true });
    const seenByFan = collect(fanSocket, 'notifications.created');

    const first = nextEvent(authorSocket, 'notifications.created');
    await like(fan, p.id);
    expect(await first).toEqual({
      id: expect.any(Number),
      type: 'LikedPost',
      created_at: expect.any(String),
      user: { id: fan.id, first_name: 'Socket', last_name: 'Fan', username: fan.username, avatar: null, is_online: expect.any(Boolean), status: expect.any(String) },
      description: 'Live!',
      subject: { type: 'post', id: p.id },
      read_at: null,
      state: null,
      un_read: 1,
    });

    const second = nextEvent(authorSocket, 'notifications.created');
    await comment(fan, p.id, 'Great stream');
    expect(await second).toMatchObject({ type: 'CommentedPost', description: 'Great stream', un_read: 2 });
    const listed = await list(author);
    expect(listed.body.data[0].id).toBe((await second).id);

    const third = nextEvent(authorSocket, 'notifications.created');
    await comment(fan, p.id, 'After reading');
    expect(await third).toMatchObject({ un_read: 1 });
    await settle();
    expect(seenByFan).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.request('GET', '/api/notifications')).status).toBe(401);
    expect((await t.request('GET', '/api/notifications/count-unread')).status).toBe(401);
    expect((await t.request('POST', '/api/notifications/read-all')).status).toBe(401);
  });
}

describe('notifications (inline queue)', () => notificationsSuite({ redis: false }));

describeWithRedis('notifications through BullMQ on Redis', () => notificationsSuite({ redis: true }));
