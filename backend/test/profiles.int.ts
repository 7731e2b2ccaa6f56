import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../src/database/sql';
import { newUser, type TestUser } from './helpers/factories';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/** These tests sign many members up from one address; throttling is auth's to test. */

const PUBLIC_USER_KEYS = [
  'about', 'avatar', 'country', 'cover', 'created_at', 'date_of_birth', 'education', 'favorite_music', 'favorite_tv_show',
  'first_name', 'gender', 'id', 'is_online', 'last_name', 'location', 'other_interests', 'status', 'username', 'work_experience',
].sort();

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    f.append(k, v);
  }
  return f;
}

describe('GET /api/users/:name (profiles)', () => {
  let t: TestApp;
  const db = (text: string, params: unknown[]) => sql(t.app.get(EntityManager).fork(), text, params);
  const profile = (viewer: TestUser, name: string) => t.request('GET', `/api/users/${encodeURIComponent(name)}`, { token: viewer.access_token });
  const post = async (u: TestUser, body: string): Promise<number> => {
    const res = await t.request('POST', '/api/posts', { token: u.access_token, body: form({ body }) });
    expect(res.status).toBe(201);
    return res.body.data.id;
  };

  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("shows a stranger's public profile by username in any case, never their email", async () => {
    const viewer = await newUser(t);
    const member = await newUser(t, { first_name: 'Maria', last_name: 'Sousa' });
    const edit = await t.request('POST', '/api/auth/profile/edit', {
      token: member.access_token,
      body: form({ about: 'Hiker and baker', location: 'Porto', favorite_music: 'Fado', date_of_birth: '1990-04-12' }),
    });
    expect(edit.status).toBe(200);

    const res = await profile(viewer, member.username.toUpperCase());
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(Object.keys(res.body.data).sort()).toEqual(['friends_count', 'friendship', 'likes_count', 'posts_count', 'user']);
    const { user } = res.body.data;
    expect(Object.keys(user).sort()).toEqual(PUBLIC_USER_KEYS);
    expect(user).toMatchObject({
      id: member.id,
      username: member.username,
      first_name: 'Maria',
      last_name: 'Sousa',
      about: 'Hiker and baker',
      location: 'Porto',
      favorite_music: 'Fado',
      date_of_birth: '1990-04-12',
      avatar: null,
      cover: null,
      is_online: false,
      status: 'offline',
    });
    expect(Date.parse(user.created_at)).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toContain(member.email);
    expect(res.body.data).toMatchObject({ friendship: null, friends_count: 0, posts_count: 0, likes_count: 0 });
  });

  it('counts posts and the likes received on them (not the likes given)', async () => {
    const member = await newUser(t);
    const fans = [await newUser(t), await newUser(t)];
    const p1 = await post(member, 'one');
    const p2 = await post(member, 'two');
    await post(member, 'three');
    for (const fan of fans) {
      await t.request('POST', `/api/posts/${p1}/like`, { token: fan.access_token });
    }
    await t.request('POST', `/api/posts/${p2}/like`, { token: fans[0].access_token });
    const theirs = await post(fans[1], 'a fan post');
    await t.request('POST', `/api/posts/${theirs}/like`, { token: member.access_token });

    const res = await profile(fans[0], member.username);
    expect(res.body.data).toMatchObject({ posts_count: 3, likes_count: 3 });
    expect((await profile(member, fans[1].username)).body.data).toMatchObject({ posts_count: 1, likes_count: 1 });
  });

  it('shows my relation with the member: none, a request either way, or friends; and counts their friends', async () => {
    const me = await newUser(t);
    const asked = await newUser(t);
    const asker = await newUser(t);
    const friend = await newUser(t);
    await db('insert into friendships (requester_id, addressee_id) values (?, ?)', [me.id, asked.id]);
    await db('insert into friendships (requester_id, addressee_id) values (?, ?)', [asker.id, me.id]);
    await db("insert into friendships (requester_id, addressee_id, status, accepted_at) values (?, ?, 'accepted', now())", [friend.id, me.id]);
    await db("insert into friendships (requester_id, addressee_id, status, accepted_at) values (?, ?, 'accepted', now())", [friend.id, asker.id]);

    const sent = (await profile(me, asked.username)).body.data;
    expect(sent.friendship).toEqual({ status: 'pending', requested_by_me: true, created_at: expect.any(String) });
    expect(sent.friends_count).toBe(0); // a pending request is not a friendship
    const received = (await profile(me, asker.username)).body.data;
    expect(received.friendship).toEqual({ status: 'pending', requested_by_me: false, created_at: expect.any(String) });
    expect(received.friends_count).toBe(1);
    const friends = (await profile(me, friend.username)).body.data;
    expect(friends.friendship).toMatchObject({ status: 'accepted', requested_by_me: false });
    expect(friends.friends_count).toBe(2);
    expect((await profile(friend, me.username)).body.data.friendship).toMatchObject({ status: 'accepted', requested_by_me: true });

    const own = (await profile(me, me.username)).body.data;
    expect(own.friendship).toBeNull();
    expect(own.friends_count).toBe(1);
  });

  it('answers 404 for an unknown member and for members blocked in either direction', async () => {
    const me = await newUser(t);
    const blockedByMe = await newUser(t);
    const blockedMe = await newUser(t);
    await db('insert into blocks (blocker_id, blocked_id) values (?, ?), (?, ?)', [me.id, blockedByMe.id, blockedMe.id, me.id]);
    const unknown = await profile(me, 'nobody_by_that_name');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: 'User not found' });
    expect((await profile(me, blockedByMe.username)).status).toBe(404);
    expect((await profile(me, blockedMe.username)).status).toBe(404);
    expect((await profile(blockedMe, me.username)).status).toBe(404);
    expect((await profile(blockedByMe, me.username)).status).toBe(404);
  });

  it('refuses anonymous callers', async () => {
    const member = await newUser(t);
    expect((await t.request('GET', `/api/users/${member.username}`)).status).toBe(401);
  });
});
