import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../src/database/sql';
import { categoriesOf, notificationsOf } from './helpers/community';
import { newUser, type TestUser } from './helpers/factories';
import { form } from './helpers/forms';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

describe('forums', () => {
  let t: TestApp;
  let categories: { id: number }[];
  const db = (text: string, params: unknown[] = []) => sql(t.app.get(EntityManager).fork(), text, params);
  const start = async (u: TestUser, fields: Record<string, string | number> = {}) => {
    const res = await t.request('POST', '/api/forums', { token: u.access_token, body: form({ title: 'Best bakery?', category: categories[0].id, body: 'Looking for **sourdough**.', ...fields }) });
    expect(res.status).toBe(201);
    return res.body.data as Record<string, any>;
  };
  const reply = (u: TestUser, id: number, body: string) => t.request('POST', `/api/forums/${id}/replies`, { token: u.access_token, body: { body } });
  const moderator = async () => {
    const m = await newUser(t);
    await db("update users set role = 'moderator' where id = ?", [m.id]);
    // A new sign-in carries the new role.
    const login = await t.request('POST', '/api/auth/login', { body: { email: m.email, password: m.password } });
    return { ...m, access_token: login.body.token.access_token as string };
  };

  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
    categories = await categoriesOf(t, await newUser(t), 'forums');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts a thread and answers it with its rendered first post', async () => {
    const u = await newUser(t);
    const thread = await start(u);
    expect(thread).toMatchObject({
      title: 'Best bakery?',
      category: { id: categories[0].id },
      body: 'Looking for **sourdough**.',
      excerpt: 'Looking for sourdough.',
      pinned: false,
      locked: false,
      replies_count: 0,
      last_reply_user: null,
      user: { id: u.id },
    });
    expect(thread.body_html).toContain('<strong>sourdough</strong>');
    const bad = await t.request('POST', '/api/forums', { token: u.access_token, body: form({ body: 'x' }) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ title: ['This field is required!'], category: ['This field is required!'] });
  });

  it('pages replies oldest first and notifies every other participant of a reply', async () => {
    const [author, ana, ben] = [await newUser(t), await newUser(t), await newUser(t)];
    const thread = await start(author);
    const first = await reply(ana, thread.id, 'Try the one by the *market*.');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ thread_id: thread.id, body: 'Try the one by the *market*.', user: { id: ana.id } });
    expect(first.body.data.body_html).toContain('<em>market</em>');
    await reply(ben, thread.id, 'Agreed!');
    await reply(author, thread.id, 'Thanks both.');

    const page1 = await t.request('GET', `/api/forums/${thread.id}/replies?take=2`, { token: author.access_token });
    expect(page1.body).toMatchObject({ total: 3, to: 2, last_page: 2 });
    expect(page1.body.data.map((r: { body: string }) => r.body)).toEqual(['Try the one by the *market*.', 'Agreed!']);
    const page2 = await t.request('GET', `/api/forums/${thread.id}/replies?take=2&page=2`, { token: author.access_token });
    expect(page2.body.data.map((r: { body: string }) => r.body)).toEqual(['Thanks both.']);

    const again = (await t.request('GET', `/api/forums/${thread.id}`, { token: ana.access_token })).body.data;
    expect(again).toMatchObject({ replies_count: 3, last_reply_user: { id: author.id } });
    expect(Date.parse(again.last_activity_at)).toBeGreaterThan(Date.parse(thread.last_activity_at));

    const subject = { type: 'forum', id: thread.id };
    expect(await notificationsOf(t, author)).toEqual([
      ['RepliedForum', subject, ben.id],
      ['RepliedForum', subject, ana.id],
    ]);
    expect(await notificationsOf(t, ana)).toEqual([
      ['RepliedForum', subject, author.id],
      ['RepliedForum', subject, ben.id],
    ]);
    expect(await notificationsOf(t, ben)).toEqual([['RepliedForum', subject, author.id]]);
  });

  it('orders threads pinned first, then by latest activity', async () => {
    const u = await newUser(t);
    const category = categories[3].id;
    const old = await start(u, { title: 'Old', category });
    const newer = await start(u, { title: 'Newer', category });
    const pinned = await start(u, { title: 'Rules', category });
    const mod = await moderator();
    const pin = await t.request('PATCH', `/api/forums/${pinned.id}/moderation`, { token: mod.access_token, body: { pinned: true } });
    expect(pin.status).toBe(200);
    expect(pin.body.data.pinned).toBe(true);
    await db("update forum_threads set last_activity_at = now() - interval '1 day' where id = ?", [pinned.id]);
    await reply(u, old.id, 'Bump');
    const list = await t.request('GET', `/api/forums?category=${category}`, { token: u.access_token });
    expect(list.body.data.map((x: { title: string }) => x.title)).toEqual(['Rules', 'Old', 'Newer']);
    expect(list.body.data[1]).toMatchObject({ replies_count: 1, last_reply_user: { id: u.id } });
    expect(list.body.data[1]).not.toHaveProperty('body');
    expect(newer.id).toBeGreaterThan(old.id);
  });

  it('lets moderators pin, the author or a moderator lock; a locked thread takes no reply', async () => {
    const [author, other] = [await newUser(t), await newUser(t)];
    const thread = await start(author);
    const notPinned = await t.request('PATCH', `/api/forums/${thread.id}/moderation`, { token: author.access_token, body: { pinned: true } });
    expect(notPinned.status).toBe(403);
    expect(notPinned.body.message).toBe('Only moderators can pin a thread');
    expect((await t.request('PATCH', `/api/forums/${thread.id}/moderation`, { token: other.access_token, body: { locked: true } })).status).toBe(403);
    const bad = await t.request('PATCH', `/api/forums/${thread.id}/moderation`, { token: author.access_token, body: { locked: 'yes' } });
    expect(bad.status).toBe(422);
    expect((await t.request('PATCH', `/api/forums/${thread.id}/moderation`, { token: author.access_token, body: { locked: true } })).body.data.locked).toBe(true);
    const refused = await reply(other, thread.id, 'Hello?');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This thread is locked: no more replies');
  });

  it('lets members edit and delete only their own replies (moderators remove any)', async () => {
    const [author, ana] = [await newUser(t), await newUser(t)];
    const thread = await start(author);
    const r = (await reply(ana, thread.id, 'First')).body.data;
    const path = `/api/forums/${thread.id}/replies/${r.id}`;
    expect((await t.request('PATCH', path, { token: author.access_token, body: { body: 'Hijacked' } })).status).toBe(403);
    const edited = await t.request('PATCH', path, { token: ana.access_token, body: { body: 'First, **edited**' } });
    expect(edited.body.data).toMatchObject({ body: 'First, **edited**' });
    expect(edited.body.data.body_html).toContain('<strong>edited</strong>');
    expect((await t.request('PATCH', path, { token: ana.access_token, body: { body: '' } })).body.errors).toEqual({ body: ['This field is required!'] });
    expect((await t.request('DELETE', path, { token: author.access_token })).status).toBe(403);
    const mod = await moderator();
    expect((await t.request('DELETE', path, { token: mod.access_token })).status).toBe(204);
    const missing = await t.request('DELETE', path, { token: ana.access_token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Reply not found');
    expect((await t.request('GET', `/api/forums/${thread.id}`, { token: author.access_token })).body.data.replies_count).toBe(0);

    expect((await t.request('PATCH', `/api/forums/${thread.id}`, { token: ana.access_token, body: form({ title: 'Mine' }) })).status).toBe(403);
    expect((await t.request('DELETE', `/api/forums/${thread.id}`, { token: ana.access_token })).status).toBe(403);
    expect((await t.request('DELETE', `/api/forums/${thread.id}`, { token: author.access_token })).status).toBe(204);
    expect((await t.request('GET', `/api/forums/${thread.id}/replies`, { token: author.access_token })).status).toBe(404);
  });
});
