import { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { sql } from '../src/database/sql';
import { form, png } from './helpers/forms';
import { newUser, type TestUser } from './helpers/factories';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

const AUTHOR_KEYS = ['avatar', 'first_name', 'id', 'is_online', 'last_name', 'status', 'username'];
/** These tests sign many members up from one address; throttling is auth's to test. */
const POST_KEYS = ['body', 'comments_count', 'created_at', 'hidden', 'id', 'image', 'image_preview', 'liked_by_me', 'likes_count', 'user'];


describe('wall posts, likes and comments', () => {
  let t: TestApp;
  const db = (text: string, params: unknown[]) => sql(t.app.get(EntityManager).fork(), text, params);
  const befriend = (a: TestUser, b: TestUser) =>
    db("insert into friendships (requester_id, addressee_id, status, accepted_at) values (?, ?, 'accepted', now())", [a.id, b.id]);
  const block = (blocker: TestUser, blocked: TestUser) => db('insert into blocks (blocker_id, blocked_id) values (?, ?)', [blocker.id, blocked.id]);

  const createPost = async (u: TestUser, body: string): Promise<Record<string, any>> => {
    const res = await t.request('POST', '/api/posts', { token: u.access_token, body: form({ body }) });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const feed = (u: TestUser, query = '') => t.request('GET', `/api/posts${query}`, { token: u.access_token });
  const getPost = (u: TestUser, id: number) => t.request('GET', `/api/posts/${id}`, { token: u.access_token });

  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/posts', () => {
    it('publishes a text post and answers it with its author, never their email', async () => {
      const u = await newUser(t);
      const res = await t.request('POST', '/api/posts', { token: u.access_token, body: form({ body: '  Hello, Plaza!  ' }) });
      expect(res.status).toBe(201);
      const post = res.body.data;
      expect(Object.keys(post).sort()).toEqual(POST_KEYS);
      expect(post).toMatchObject({ body: 'Hello, Plaza!', image: null, likes_count: 0, comments_count: 0, liked_by_me: false });
      expect(Object.keys(post.user).sort()).toEqual(AUTHOR_KEYS);
      expect(post.user).toMatchObject({ id: u.id, first_name: 'Ana', last_name: 'Lima', username: u.username, avatar: null });
      expect(Date.parse(post.created_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(JSON.stringify(res.body)).not.toContain(u.email);
      expect((await getPost(u, post.id)).body.data).toEqual(post);
    });

    it('stores an attached image re-encoded under /storage/posts', async () => {
      const u = await newUser(t);
      const res = await t.request('POST', '/api/posts', {
        token: u.access_token,
        body: form({ body: 'Sunset' }, { image: { data: await png(3000, 1000), name: 'sunset.png', type: 'image/png' } }),
      });
      expect(res.status).toBe(201);
      const name = res.body.data.image as string;
      expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
      const file = await fetch(`${t.url}/storage/posts/${name}`);
      expect(file.status).toBe(200);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(2048);
    });

    it('answers 422 with the spec messages for a missing, blank or too long body', async () => {
      const u = await newUser(t);
      for (const fields of [{}, { body: '   ' }] as Record<string, string>[]) {
        const res = await t.request('POST', '/api/posts', { token: u.access_token, body: form(fields) });
        expect(res.status).toBe(422);
        expect(res.body).toEqual({ statusCode: 422, message: 'This field is required!', errors: { body: ['This field is required!'] } });
      }
      const long = await t.request('POST', '/api/posts', { token: u.access_token, body: form({ body: 'x'.repeat(5001) }) });
      expect(long.status).toBe(422);
      expect(long.body.errors).toEqual({ body: ['This field must be between 1 and 5000 characters.'] });
      // Characters are counted as a reader counts them: 5000 emoji are 5000 characters.
      expect((await t.request('POST', '/api/posts', { token: u.access_token, body: form({ body: '🙂'.repeat(5000) }) })).status).toBe(201);
      expect((await feed(u)).body.total).toBe(1);
    });

    it('answers 415 for a file that is not an image and 413 over 10 MB, and publishes nothing', async () => {
      const u = await newUser(t);
      const pdf = await t.request('POST', '/api/posts', {
        token: u.access_token,
        body: form({ body: 'my cv' }, { image: { data: Buffer.from('%PDF-1.4 not an image'), name: 'cv.png', type: 'image/png' } }),
      });
      expect(pdf.status).toBe(415);
      expect(pdf.body.message).toBe('The file must be a JPEG, PNG, WebP or GIF image');
      const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]);
      const tooBig = await t.request('POST', '/api/posts', { token: u.access_token, body: form({ body: 'huge' }, { image: { data: big, name: 'big.png', type: 'image/png' } }) });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.message).toBe('The image must be at most 10 MB');
      expect((await feed(u)).body.total).toBe(0);
    });

    it('refuses a JSON body (415) and anonymous callers (401)', async () => {
      const u = await newUser(t);
      expect((await t.request('POST', '/api/posts', { token: u.access_token, body: { body: 'json' } })).status).toBe(415);
      expect((await t.request('POST', '/api/posts', { body: form({ body: 'anonymous' }) })).status).toBe(401);
      expect((await t.request('GET', '/api/posts')).status).toBe(401);
    });
  });

  describe('feed and walls', () => {
    it("shows my posts and my friends', newest first, but not strangers' or pending requests'", async () => {
      const me = await newUser(t);
      const friend = await newUser(t);
      const asked = await newUser(t);
      const stranger = await newUser(t);
      await befriend(friend, me);
      await db('insert into friendships (requester_id, addressee_id) values (?, ?)', [me.id, asked.id]);
      const first = await createPost(me, 'mine, first');
      const second = await createPost(friend, "friend's");
      await createPost(stranger, "stranger's");
      await createPost(asked, 'not yet a friend');
      const third = await createPost(me, 'mine, last');

      const res = await feed(me);
      expect(res.status).toBe(200);
      expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([third.id, second.id, first.id]);
      expect(res.body).toMatchObject({ total: 3, page: 1, from: 1, to: 3, last_page: 1 });
      expect(res.body.data[1].user.id).toBe(friend.id);

      const asc = await feed(me, '?order=asc');
      expect(asc.body.data.map((p: { id: number }) => p.id)).toEqual([first.id, second.id, third.id]);
      // The friend sees the same posts from their side of the friendship.
      expect((await feed(friend)).body.total).toBe(3);
      expect((await feed(stranger)).body.data.map((p: { body: string }) => p.body)).toEqual(["stranger's"]);
    });

    it('pages the feed: more exists while to < total; a page past the end is empty with the total', async () => {
      const u = await newUser(t);
      for (let i = 1; i <= 5; i++) {
        await createPost(u, `post ${i}`);
      }
      const one = await feed(u, '?take=2');
      expect(one.body).toMatchObject({ total: 5, page: 1, take: 2, from: 1, to: 2, last_page: 3 });
      expect(one.body.data.map((p: { body: string }) => p.body)).toEqual(['post 5', 'post 4']);
      const three = await feed(u, '?take=2&page=3');
      expect(three.body).toMatchObject({ total: 5, from: 5, to: 5 });
      expect(three.body.data.map((p: { body: string }) => p.body)).toEqual(['post 1']);
      const past = await feed(u, '?take=2&page=9');
      expect(past.body).toMatchObject({ data: [], total: 5, to: 5 });
      const bad = await feed(u, '?take=0');
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ take: ['take must be at least 1'] });
    });

    it("shows any member's wall, newest first; 404 for an unknown member", async () => {
      const author = await newUser(t);
      const reader = await newUser(t);
      const a = await createPost(author, 'one');
      const b = await createPost(author, 'two');
      await createPost(reader, 'not on that wall');
      const res = await t.request('GET', `/api/users/${author.id}/posts`, { token: reader.access_token });
      expect(res.status).toBe(200);
      expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
      expect(res.body.total).toBe(2);
      const empty = await t.request('GET', `/api/users/${(await newUser(t)).id}/posts`, { token: reader.access_token });
      expect(empty.body).toMatchObject({ data: [], total: 0 });
      for (const id of ['999999', 'abc', '0', '99999999999']) {
        const missing = await t.request('GET', `/api/users/${id}/posts`, { token: reader.access_token });
        expect(missing.status).toBe(404);
      }
    });

    it('hides the posts of members blocked in either direction: 404 on them, left out of lists', async () => {
      const me = await newUser(t);
      const blockedByMe = await newUser(t);
      const blockedMe = await newUser(t);
      await befriend(me, blockedByMe);
      await befriend(blockedMe, me);
      const p1 = await createPost(blockedByMe, 'you will not see this');
      const p2 = await createPost(blockedMe, 'nor this');
      await createPost(me, 'mine');
      expect((await feed(me)).body.total).toBe(3);
      await block(me, blockedByMe);
      await block(blockedMe, me);

      expect((await feed(me)).body.data.map((p: { body: string }) => p.body)).toEqual(['mine']);
      for (const [other, post] of [[blockedByMe, p1], [blockedMe, p2]] as const) {
        expect((await t.request('GET', `/api/users/${other.id}/posts`, { token: me.access_token })).status).toBe(404);
        expect((await getPost(me, post.id)).status).toBe(404);
        expect((await t.request('POST', `/api/posts/${post.id}/like`, { token: me.access_token })).status).toBe(404);
        expect((await t.request('GET', `/api/posts/${post.id}/comments`, { token: me.access_token })).status).toBe(404);
        expect((await t.request('POST', `/api/posts/${post.id}/comments`, { token: me.access_token, body: { body: 'hi' } })).status).toBe(404);
        // And the other way round.
        expect((await t.request('GET', `/api/users/${me.id}/posts`, { token: other.access_token })).status).toBe(404);
        expect((await feed(other)).body.data.map((p: { body: string }) => p.body)).not.toContain('mine');
      }
    });

    it("leaves out, on anyone's post, the comments of a member blocked in either direction", async () => {
      const me = await newUser(t);
      const troll = await newUser(t);
      const host = await newUser(t);
      const p = await createPost(host, 'open thread');
      await t.request('POST', `/api/posts/${p.id}/comments`, { token: troll.access_token, body: { body: 'troll' } });
      await t.request('POST', `/api/posts/${p.id}/comments`, { token: me.access_token, body: { body: 'mine' } });
      await block(troll, me);
      const mine = await t.request('GET', `/api/posts/${p.id}/comments`, { token: me.access_token });
      expect(mine.body.data.map((c: { body: string }) => c.body)).toEqual(['mine']);
      const theirs = await t.request('GET', `/api/posts/${p.id}/comments`, { token: troll.access_token });
      expect(theirs.body.data.map((c: { body: string }) => c.body)).toEqual(['troll']);
      const hosts = await t.request('GET', `/api/posts/${p.id}/comments`, { token: host.access_token });
      expect(hosts.body.total).toBe(2);
    });
  });

  describe('likes', () => {
    it('likes once however often asked, and shows the count to everyone and liked_by_me to the liker', async () => {
      const author = await newUser(t);
      const fan = await newUser(t);
      const post = await createPost(author, 'like me');
      for (let i = 0; i < 2; i++) {
        const res = await t.request('POST', `/api/posts/${post.id}/like`, { token: fan.access_token });
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ id: post.id, likes_count: 1, liked_by_me: true });
      }
      expect((await getPost(author, post.id)).body.data).toMatchObject({ likes_count: 1, liked_by_me: false });
      expect((await t.request('GET', `/api/users/${author.id}/posts`, { token: fan.access_token })).body.data[0]).toMatchObject({ likes_count: 1, liked_by_me: true });

      const own = await t.request('POST', `/api/posts/${post.id}/like`, { token: author.access_token });
      expect(own.body.data).toMatchObject({ likes_count: 2, liked_by_me: true });

      for (let i = 0; i < 2; i++) {
        const res = await t.request('DELETE', `/api/posts/${post.id}/like`, { token: fan.access_token });
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ likes_count: 1, liked_by_me: false });
      }
    });

    it('answers 404 for an unknown post', async () => {
      const u = await newUser(t);
      expect((await t.request('POST', '/api/posts/424242/like', { token: u.access_token })).status).toBe(404);
      expect((await t.request('DELETE', '/api/posts/424242/like', { token: u.access_token })).status).toBe(404);
      expect((await getPost(u, 424242)).status).toBe(404);
    });
  });

  describe('comments', () => {
    it('adds a comment, counts it on the post and lists comments newest first, paged', async () => {
      const author = await newUser(t);
      const reader = await newUser(t);
      const post = await createPost(author, 'what do you think?');
      const res = await t.request('POST', `/api/posts/${post.id}/comments`, { token: reader.access_token, body: { body: ' Looks great ' } });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body.data).sort()).toEqual(['body', 'created_at', 'hidden', 'id', 'post_id', 'user']);
      expect(res.body.data).toMatchObject({ body: 'Looks great', post_id: post.id, user: { id: reader.id, username: reader.username } });
      expect(Object.keys(res.body.data.user).sort()).toEqual(AUTHOR_KEYS);
      await t.request('POST', `/api/posts/${post.id}/comments`, { token: author.access_token, body: { body: 'Thanks!' } });
      await t.request('POST', `/api/posts/${post.id}/comments`, { token: reader.access_token, body: { body: 'Welcome' } });

      expect((await getPost(reader, post.id)).body.data.comments_count).toBe(3);
      const list = await t.request('GET', `/api/posts/${post.id}/comments?take=2`, { token: author.access_token });
      expect(list.status).toBe(200);
      expect(list.body.data.map((c: { body: string }) => c.body)).toEqual(['Welcome', 'Thanks!']);
      expect(list.body).toMatchObject({ total: 3, to: 2, last_page: 2 });
      const asc = await t.request('GET', `/api/posts/${post.id}/comments?order=asc`, { token: author.access_token });
      expect(asc.body.data.map((c: { body: string }) => c.body)).toEqual(['Looks great', 'Thanks!', 'Welcome']);
    });

    it('answers 422 with the spec messages, and 404 for an unknown post', async () => {
      const u = await newUser(t);
      const post = await createPost(u, 'comment me');
      const missing = await t.request('POST', `/api/posts/${post.id}/comments`, { token: u.access_token, body: {} });
      expect(missing.status).toBe(422);
      expect(missing.body).toEqual({ statusCode: 422, message: 'This field is required!', errors: { body: ['This field is required!'] } });
      const long = await t.request('POST', `/api/posts/${post.id}/comments`, { token: u.access_token, body: { body: 'y'.repeat(2001) } });
      expect(long.body.errors).toEqual({ body: ['This field must be between 1 and 2000 characters.'] });
      expect((await t.request('POST', `/api/posts/${post.id}/comments`, { token: u.access_token, body: { body: 'y'.repeat(2000) } })).status).toBe(201);
      expect((await t.request('POST', '/api/posts/424242/comments', { token: u.access_token, body: { body: 'hello?' } })).status).toBe(404);
      expect((await t.request('GET', '/api/posts/424242/comments', { token: u.access_token })).status).toBe(404);
    });

    it("lets the comment's author or the post's author delete a comment (204), no one else (403)", async () => {
      const author = await newUser(t);
      const commenter = await newUser(t);
      const other = await newUser(t);
      const post = await createPost(author, 'moderated');
      const comment = async (body: string) =>
        (await t.request('POST', `/api/posts/${post.id}/comments`, { token: commenter.access_token, body: { body } })).body.data as { id: number };
      const c1 = await comment('first');
      const c2 = await comment('second');

      const forbidden = await t.request('DELETE', `/api/posts/${post.id}/comments/${c1.id}`, { token: other.access_token });
      expect(forbidden.status).toBe(403);
      expect((await t.request('DELETE', `/api/posts/${post.id}/comments/${c1.id}`, { token: commenter.access_token })).status).toBe(204);
      expect((await t.request('DELETE', `/api/posts/${post.id}/comments/${c2.id}`, { token: author.access_token })).status).toBe(204);
      expect((await t.request('DELETE', `/api/posts/${post.id}/comments/${c2.id}`, { token: author.access_token })).status).toBe(404);

      const list = await t.request('GET', `/api/posts/${post.id}/comments`, { token: other.access_token });
      expect(list.body).toMatchObject({ data: [], total: 0 });
      expect((await getPost(other, post.id)).body.data.comments_count).toBe(0);

      // A comment id is only found under its own post.
      const elsewhere = await createPost(other, 'another post');
      const c3 = await comment('third');
      expect((await t.request('DELETE', `/api/posts/${elsewhere.id}/comments/${c3.id}`, { token: other.access_token })).status).toBe(404);
    });
  });

  describe('DELETE /api/posts/:id', () => {
    it('lets only the author delete a post, with its image, likes and comments', async () => {
      const author = await newUser(t);
      const other = await newUser(t);
      const res = await t.request('POST', '/api/posts', {
        token: author.access_token,
        body: form({ body: 'going away' }, { image: { data: await png(), name: 'a.png', type: 'image/png' } }),
      });
      const post = res.body.data;
      await t.request('POST', `/api/posts/${post.id}/like`, { token: other.access_token });
      await t.request('POST', `/api/posts/${post.id}/comments`, { token: other.access_token, body: { body: 'bye' } });

      const forbidden = await t.request('DELETE', `/api/posts/${post.id}`, { token: other.access_token });
      expect(forbidden.status).toBe(403);
      expect((await getPost(other, post.id)).status).toBe(200);

      const deleted = await t.request('DELETE', `/api/posts/${post.id}`, { token: author.access_token });
      expect(deleted.status).toBe(204);
      expect((await getPost(author, post.id)).status).toBe(404);
      expect((await t.request('GET', `/api/posts/${post.id}/comments`, { token: other.access_token })).status).toBe(404);
      expect((await fetch(`${t.url}/storage/posts/${post.image}`)).status).toBe(404);
      expect((await t.request('DELETE', `/api/posts/${post.id}`, { token: author.access_token })).status).toBe(404);
      expect(await db('select 1 from post_likes where post_id = ? union all select 1 from post_comments where post_id = ?', [post.id, post.id])).toEqual([]);
    });
  });
});
