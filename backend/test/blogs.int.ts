import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../src/database/sql';
import { newUser, type TestUser } from './helpers/factories';
import { form, png } from './helpers/forms';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

describe('blogs', () => {
  let t: TestApp;
  let categories: { id: number; name: string; slug: string }[];
  const db = (text: string, params: unknown[] = []) => sql(t.app.get(EntityManager).fork(), text, params);
  const publish = async (u: TestUser, fields: Record<string, string | number> = {}) => {
    const res = await t.request('POST', '/api/blogs', { token: u.access_token, body: form({ title: 'A day out', category: categories[0].id, body: 'We went **out**.', ...fields }) });
    expect(res.status).toBe(201);
    return res.body.data as Record<string, any>;
  };

  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
    const u = await newUser(t);
    categories = (await t.request('GET', '/api/blogs/categories', { token: u.access_token })).body.data;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the categories the migration seeded, for blogs, events and forums', async () => {
    const u = await newUser(t);
    expect(categories.length).toBeGreaterThan(3);
    expect(categories[0]).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.stringMatching(/^[a-z0-9-]+$/) });
    for (const kind of ['events', 'forums']) {
      const res = await t.request('GET', `/api/${kind}/categories`, { token: u.access_token });
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(3);
      expect(res.body.data.map((c: { id: number }) => c.id)).not.toContain(categories[0].id);
    }
    expect((await t.request('GET', '/api/blogs/categories')).status).toBe(200); // visitors filter public posts by category too
  });

  it('publishes a post with its Markdown rendered safely and an excerpt, and answers { data }', async () => {
    const u = await newUser(t);
    const body = '# Hello\n\nSome **bold** text <script>alert(1)</script> and [a link](javascript:alert(1)) and [Plaza](https://example.com).\n\n![pixel](https://tracker.example/p.gif)';
    const res = await t.request('POST', '/api/blogs', {
      token: u.access_token,
      body: form({ title: '  First post  ', category: categories[1].id, body }, { image: { data: await png(1200, 900), name: 'a.png' } }),
    });
    expect(res.status).toBe(201);
    const blog = res.body.data;
    expect(blog).toMatchObject({ title: 'First post', category: categories[1], body, likes_count: 0, comments_count: 0, liked_by_me: false, user: { id: u.id } });
    expect(blog.body_html).toContain('<h1>Hello</h1>');
    expect(blog.body_html).toContain('<strong>bold</strong>');
    expect(blog.body_html).not.toContain('<script>');
    expect(blog.body_html).toContain('&lt;script&gt;');
    expect(blog.body_html).not.toContain('href="javascript:');
    expect(blog.body_html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow ugc">Plaza</a>');
    expect(blog.body_html).not.toContain('<img');
    expect(blog.excerpt.startsWith('Hello Some bold text <script>alert(1)</script> and [a link](javascript:alert(1)) and Plaza.')).toBe(true);
    expect(blog.image).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect((await fetch(`${t.url}/storage/blogs/thumbs/${blog.image}`)).status).toBe(200);
    const again = await t.request('GET', `/api/blogs/${blog.id}`, { token: u.access_token });
    expect(again.body).toEqual({ data: blog });
  });

  it('answers 422 with the messages of each field, and refuses an unknown category', async () => {
    const u = await newUser(t);
    const res = await t.request('POST', '/api/blogs', { token: u.access_token, body: form({ title: 'x'.repeat(256), body: '   ' }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: ['This field must be between 1 and 255 characters.'],
      category: ['This field is required!'],
      body: ['This field is required!'],
    });
    const eventCategory = (await t.request('GET', '/api/events/categories', { token: u.access_token })).body.data[0].id;
    for (const category of [eventCategory, 99999, 'abc']) {
      const bad = await t.request('POST', '/api/blogs', { token: u.access_token, body: form({ title: 'T', body: 'B', category }) });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ category: ['Choose one of the categories'] });
    }
    const nul = await t.request('POST', '/api/blogs', { token: u.access_token, body: form({ title: 'a\u0000b', body: 'B', category: categories[0].id }) });
    expect(nul.status).toBe(422);
    const notImage = await t.request('POST', '/api/blogs', {
      token: u.access_token,
      body: form({ title: 'T', body: 'B', category: categories[0].id }, { image: { data: Buffer.from('not an image'), name: 'a.png' } }),
    });
    expect(notImage.status).toBe(415);
    expect((await db('select count(*)::int as n from blogs where user_id = ?', [u.id]))[0]).toEqual({ n: 0 });
  });

  it('lists excerpts (not bodies) newest first, with search, category and author filters', async () => {
    const u = await newUser(t);
    const a = await publish(u, { title: 'Café crème in Lisbon', category: categories[2].id });
    const b = await publish(u, { title: 'Mountain hike', body: 'Snow at the top, 50% chance' });
    const mine = await t.request('GET', `/api/blogs?user_id=${u.id}`, { token: u.access_token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ total: 2, page: 1, from: 1, to: 2, last_page: 1 });
    expect(mine.body.data.map((x: { id: number }) => x.id)).toEqual([b.id, a.id]);
    expect(mine.body.data[0]).not.toHaveProperty('body');
    expect(mine.body.data[0].excerpt).toBe('Snow at the top, 50% chance');
    const asc = await t.request('GET', `/api/blogs?user_id=${u.id}&order=asc&take=1`, { token: u.access_token });
    expect(asc.body).toMatchObject({ total: 2, to: 1, data: [{ id: a.id }] });
    const search = await t.request('GET', `/api/blogs?search=${encodeURIComponent('cafe LISBON')}`, { token: u.access_token });
    expect(search.body.data.map((x: { id: number }) => x.id)).toEqual([a.id]);
    // One typo per word is forgiven, as listing and site search forgive it.
    const typo = await t.request('GET', `/api/blogs?search=${encodeURIComponent('Mountian')}&user_id=${u.id}`, { token: u.access_token });
    expect(typo.body.data.map((x: { id: number }) => x.id)).toEqual([b.id]);
    const nothing = await t.request('GET', `/api/blogs?search=Mxxxtain&user_id=${u.id}`, { token: u.access_token });
    expect(nothing.body.data).toEqual([]);
    const percent = await t.request('GET', `/api/blogs?search=50%25`, { token: u.access_token });
    expect(percent.body.data.map((x: { id: number }) => x.id)).toEqual([b.id]);
    const category = await t.request('GET', `/api/blogs?category=${categories[2].id}&user_id=${u.id}`, { token: u.access_token });
    expect(category.body.data.map((x: { id: number }) => x.id)).toEqual([a.id]);
    const bad = await t.request('GET', '/api/blogs?category=x&take=1000&order=up', { token: u.access_token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['category', 'order', 'take']);
  });

  it('lets only the author edit and delete (403 for others, 404 for what does not exist)', async () => {
    const [author, other] = [await newUser(t), await newUser(t)];
    const blog = await publish(author, { body: 'Old text' });
    const forbidden = await t.request('PATCH', `/api/blogs/${blog.id}`, { token: other.access_token, body: form({ title: 'Mine now' }) });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Only its author can change this');
    expect((await t.request('DELETE', `/api/blogs/${blog.id}`, { token: other.access_token })).status).toBe(403);

    const edited = await t.request('PATCH', `/api/blogs/${blog.id}`, {
      token: author.access_token,
      body: form({ body: 'New _text_' }, { image: { data: await png(), name: 'b.png' } }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: blog.title, body: 'New _text_', excerpt: 'New text', category: blog.category });
    expect(edited.body.data.body_html).toContain('<em>text</em>');
    const firstImage = edited.body.data.image;
    const replaced = await t.request('PATCH', `/api/blogs/${blog.id}`, { token: author.access_token, body: form({}, { image: { data: await png(), name: 'c.png' } }) });
    expect(replaced.body.data.image).not.toBe(firstImage);
    expect((await fetch(`${t.url}/storage/blogs/${firstImage}`)).status).toBe(404);
    expect((await t.request('PATCH', `/api/blogs/${blog.id}`, { token: author.access_token, body: form({ title: ' ' }) })).body.errors).toEqual({
      title: ['This field is required!'],
    });

    expect((await t.request('DELETE', `/api/blogs/${blog.id}`, { token: author.access_token })).status).toBe(204);
    expect((await t.request('GET', `/api/blogs/${blog.id}`, { token: author.access_token })).status).toBe(404);
    expect((await fetch(`${t.url}/storage/blogs/${replaced.body.data.image}`)).status).toBe(404);
    for (const id of [blog.id, 'abc', '99999999999']) {
      const res = await t.request('DELETE', `/api/blogs/${id}`, { token: author.access_token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Blog post not found');
    }
  });

  it('hides the posts of a member who blocked me, or whom I blocked', async () => {
    const [author, reader] = [await newUser(t), await newUser(t)];
    const blog = await publish(author);
    await db('insert into blocks (blocker_id, blocked_id) values (?, ?)', [author.id, reader.id]);
    expect((await t.request('GET', `/api/blogs/${blog.id}`, { token: reader.access_token })).status).toBe(404);
    expect((await t.request('GET', `/api/blogs?user_id=${author.id}`, { token: reader.access_token })).body.total).toBe(0);
    expect((await t.request('POST', `/api/blogs/${blog.id}/like`, { token: reader.access_token })).status).toBe(404);
  });

  it('takes likes and comments as the wall does, and notifies the author', async () => {
    const [author, fan] = [await newUser(t), await newUser(t)];
    const blog = await publish(author, { title: 'Worth a like' });
    const like = await t.request('POST', `/api/blogs/${blog.id}/like`, { token: fan.access_token });
    expect(like.status).toBe(200);
    expect(like.body).toEqual({ data: { likes_count: 1, comments_count: 0, liked_by_me: true } });
    expect((await t.request('POST', `/api/blogs/${blog.id}/like`, { token: fan.access_token })).body.data.likes_count).toBe(1);
    const comment = await t.request('POST', `/api/blogs/${blog.id}/comments`, { token: fan.access_token, body: { body: '  Great read!  ' } });
    expect(comment.status).toBe(201);
    expect(comment.body.data).toMatchObject({ body: 'Great read!', user: { id: fan.id } });
    expect((await t.request('POST', `/api/blogs/${blog.id}/comments`, { token: fan.access_token, body: { body: '' } })).body.errors).toEqual({ body: ['This field is required!'] });
    const list = await t.request('GET', `/api/blogs/${blog.id}/comments`, { token: author.access_token });
    expect(list.body).toMatchObject({ total: 1, data: [comment.body.data] });
    expect((await t.request('GET', `/api/blogs/${blog.id}`, { token: fan.access_token })).body.data).toMatchObject({ likes_count: 1, comments_count: 1, liked_by_me: true });

    await t.drainQueues();
    const notes = await t.request('GET', '/api/notifications', { token: author.access_token });
    expect(notes.body.data.map((n: any) => [n.type, n.subject, n.description, n.user.id])).toEqual([
      ['CommentedBlog', { type: 'blog', id: blog.id }, 'Great read!', fan.id],
      ['LikedBlog', { type: 'blog', id: blog.id }, 'Worth a like', fan.id],
    ]);

    const stranger = await newUser(t);
    const del = await t.request('DELETE', `/api/blogs/${blog.id}/comments/${comment.body.data.id}`, { token: stranger.access_token });
    expect(del.status).toBe(403);
    expect((await t.request('DELETE', `/api/blogs/${blog.id}/comments/${comment.body.data.id}`, { token: author.access_token })).status).toBe(204);
    expect((await t.request('DELETE', `/api/blogs/${blog.id}/like`, { token: fan.access_token })).body.data).toEqual({ likes_count: 0, comments_count: 0, liked_by_me: false });
    // The comment's notification went with it.
    expect((await t.request('GET', '/api/notifications', { token: author.access_token })).body.data.map((n: any) => n.type)).toEqual(['LikedBlog']);
  });
});
