import { sql } from '../src/database/sql';
import { EntityManager } from '@mikro-orm/postgresql';
import { newUser, type TestUser } from './helpers/factories';
import { makeStaff } from './helpers/moderation';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

describe('GET /friends/suggestions (people you may know)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (me: TestUser, path: string, body: unknown) => t.request('POST', `/api${path}`, { token: me.access_token, body });
  const suggestions = async (me: TestUser, query = '') => {
    const res = await t.request('GET', `/api/friends/suggestions${query}`, { token: me.access_token });
    expect(res.status).toBe(200);
    return res.body.data as { id: number; first_name: string; mutual_friends_count: number; mutual_friends: { id: number }[]; friendship_state: string }[];
  };
  async function befriend(a: TestUser, b: TestUser): Promise<void> {
    expect((await post(a, '/friends/add', { user_id: b.id })).status).toBe(200);
    expect((await post(b, '/friends/accept', { user_id: a.id })).status).toBe(200);
  }

  it('suggests friends of friends by mutual friends, then recent members, never friends, pending requests or blocked members', async () => {
    const me = await newUser(t, { first_name: 'Mia' });
    const [f1, f2, f3] = [await newUser(t, { first_name: 'Fay' }), await newUser(t, { first_name: 'Gus' }), await newUser(t, { first_name: 'Hal' })];
    const two = await newUser(t, { first_name: 'Two' }); // friend of f1 and f2
    const one = await newUser(t, { first_name: 'One' }); // friend of f3
    const asked = await newUser(t, { first_name: 'Asked' }); // friend of f1, I sent a request
    const asker = await newUser(t, { first_name: 'Asker' }); // friend of f2, sent me a request
    const blocked = await newUser(t, { first_name: 'Blocked' }); // friend of f1, I blocked them
    const banned = await newUser(t, { first_name: 'Banned' }); // friend of f1, banned
    for (const f of [f1, f2, f3]) {
      await befriend(me, f);
    }
    await befriend(f1, two);
    await befriend(f2, two);
    await befriend(f3, one);
    await befriend(f1, asked);
    await befriend(f2, asker);
    await befriend(f1, blocked);
    await befriend(f1, banned);
    await post(me, '/friends/add', { user_id: asked.id });
    await post(asker, '/friends/add', { user_id: me.id });
    expect((await post(me, `/users/${blocked.id}/block`, {})).status).toBeLessThan(300);
    await sql(t.app.get(EntityManager).fork(), 'update users set banned_at = now() where id = ?', [banned.id]);
    const newest = await newUser(t, { first_name: 'Newest' }); // nobody's friend: a recent member

    const list = await suggestions(me, '?take=20');
    expect(list.slice(0, 3).map((s) => s.id)).toEqual([two.id, one.id, newest.id]);
    expect(list[0]).toMatchObject({ first_name: 'Two', mutual_friends_count: 2, friendship_state: 'none', friends_since: null });
    expect(list[0].mutual_friends.map((m) => m.id)).toEqual([f1.id, f2.id]); // by name: Fay, Gus
    expect(list[1]).toMatchObject({ mutual_friends_count: 1, mutual_friends: [expect.objectContaining({ id: f3.id, first_name: 'Hal' })] });
    expect(list[2]).toMatchObject({ mutual_friends_count: 0, mutual_friends: [] });
    const excluded = [me, f1, f2, f3, asked, asker, blocked, banned].map((u) => u.id);
    expect(list.filter((s) => excluded.includes(s.id))).toEqual([]);
    // Recent members come newest first after the friends of friends.
    const recent = list.slice(2).map((s) => s.id);
    expect(recent).toEqual([...recent].sort((a, b) => b - a));
  });

  it('gives a newcomer recent members, and takes one off the list once befriended', async () => {
    const older = await newUser(t, { first_name: 'Older' });
    const newer = await newUser(t, { first_name: 'Newer' });
    const newcomer = await newUser(t, { first_name: 'Newcomer' });
    const first = await suggestions(newcomer, '?take=2');
    expect(first.map((s) => s.id)).toEqual([newer.id, older.id]);
    expect(first.every((s) => s.mutual_friends_count === 0 && s.friendship_state === 'none')).toBe(true);

    await post(newcomer, '/friends/add', { user_id: newer.id });
    const after = await suggestions(newcomer, '?take=2');
    expect(after.map((s) => s.id)).toEqual([older.id, expect.any(Number)]);
    expect(after.map((s) => s.id)).not.toContain(newer.id);
  });

  it('never suggests staff, not even a moderator who is a friend of a friend', async () => {
    const me = await newUser(t, { first_name: 'Ivy' });
    const friend = await newUser(t, { first_name: 'Jon' });
    const moderator = await makeStaff(t, await newUser(t, { first_name: 'Kit' }));
    const admin = await makeStaff(t, await newUser(t, { first_name: 'Lou' }), 'admin');
    await befriend(me, friend);
    await befriend(friend, moderator);
    const ids = (await suggestions(me, '?take=100')).map((s) => s.id);
    expect(ids).not.toContain(moderator.id);
    expect(ids).not.toContain(admin.id);
  });

  it('defaults to six, refuses bad take values with 422 and strangers with 401', async () => {
    const me = await newUser(t);
    expect((await suggestions(me)).length).toBe(6);
    for (const take of ['0', '101', 'x', '1.5']) {
      const res = await t.request('GET', `/api/friends/suggestions?take=${take}`, { token: me.access_token });
      expect(res.status).toBe(422);
    }
    expect((await t.request('GET', '/api/friends/suggestions')).status).toBe(401);
  });
});
