import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../src/database/sql';
import { AccountDataSweeper } from '../src/modules/account-data';
import { eventually } from './helpers/eventually';
import { newUser, type TestUser } from './helpers/factories';
import { lastMailTo } from './helpers/mail';
import { FILE_TEXT, populate, type MemberWorld } from './helpers/member-data';
import { collect, connect, subscribe } from './helpers/sockets';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';
import { readZip, readZipEntry } from './helpers/zip';

const json = (files: Map<string, Buffer>, name: string): any => {
  const file = files.get(name);
  if (!file) {
    throw new Error(`${name} is not in the zip: ${[...files.keys()].join(', ')}`);
  }
  return JSON.parse(file.toString('utf8'));
};

async function download(t: TestApp, path: string, token?: string): Promise<{ status: number; body: Buffer; headers: Headers }> {
  const res = await fetch(`${t.url}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

describe('take your data: the member export', () => {
  let t: TestApp;
  let me: TestUser;
  let friend: TestUser;
  let stranger: TestUser;
  let world: MemberWorld;
  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
    [me, friend, stranger] = [await newUser(t), await newUser(t), await newUser(t)];
    world = await populate(t, me, friend, stranger);
    await t.drainQueues();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('builds a zip of every domain with progress on the socket, notifies and mails a signed link that downloads it', async () => {
    const socket = await connect(t, me.access_token);
    await subscribe(t, socket, me.access_token, `private-user.${me.id}`);
    const progress = collect(socket, 'export.progress');
    const started = await t.request('POST', '/api/me/exports', { token: me.access_token });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ status: 'pending', progress: 0, download_url: null });
    // The job, then the notification it recorded.
    await t.drainQueues();
    await t.drainQueues();

    const list = await t.request('GET', '/api/me/exports', { token: me.access_token });
    expect(list.status).toBe(200);
    const [ready] = list.body.data;
    expect(ready).toMatchObject({ id: started.body.data.id, status: 'ready', progress: 100 });
    expect(ready.size_bytes).toBeGreaterThan(1000);
    expect(new Date(ready.expires_at).getTime() - new Date(ready.finished_at).getTime()).toBe(7 * 86_400_000);
    expect(new Date(list.body.next_export_at).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    socket.close();
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.map((p) => p.progress)).toEqual([...progress.map((p) => p.progress)].sort((a, b) => a - b));
    expect(progress[progress.length - 1]).toEqual({ export_id: ready.id, progress: 100, status: 'ready' });

    const notifications = await t.request('GET', '/api/notifications', { token: me.access_token });
    expect(notifications.body.data.map((n: { type: string }) => n.type)).toContain('ExportReady');
    const mail = lastMailTo(t, me.email);
    expect(mail).toContain('Your Plaza data is ready to download');
    const link = /https?:\/\/\S+?\/api\/me\/exports\/\d+\/download\?e=\d+&s=[\w-]+/.exec(mail)![0];
    expect(link).toContain(ready.download_url);

    // The mailed link works without any token.
    const res = await download(t, ready.download_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(`plaza-${me.username}-`);
    const files = await readZip(res.body);

    expect(json(files, 'profile/profile.json')).toMatchObject({ id: me.id, username: me.username, email: me.email, about: 'Baker of bread' });
    expect(json(files, 'profile/profile.json')).not.toHaveProperty('password_hash');
    expect([...files.keys()].some((name) => /^profile\/avatar-.+\.webp$/.test(name))).toBe(true);
    expect(json(files, 'account/sessions.json').length).toBeGreaterThan(0);

    expect(json(files, 'posts/posts.json')).toEqual([expect.objectContaining({ id: world.postId, body: 'My first loaf', likes_count: 1, comments_count: 1 })]);
    const [post] = json(files, 'posts/posts.json');
    expect(files.get(`posts/media/${post.image}`)?.subarray(8, 12).toString()).toBe('WEBP');
    expect(json(files, 'posts/comments.json')).toEqual([expect.objectContaining({ post_id: world.friendPostId, body: 'Nice one, friend' })]);
    expect(json(files, 'posts/likes.json')).toEqual([expect.objectContaining({ post_id: world.friendPostId })]);

    expect(json(files, 'chats/chats.json')).toEqual([expect.objectContaining({ id: world.chatId, with_username: friend.username })]);
    expect(json(files, 'chats/messages.json').map((m: { message: string; sent_by_me: boolean }) => [m.message, m.sent_by_me])).toEqual([
      ['Hello from me', true],
      ['Hello back from friend', false],
    ]);
    expect(json(files, 'friends/friends.json')).toEqual([expect.objectContaining({ username: friend.username, status: 'accepted', direction: 'sent' })]);
    expect(json(files, 'friends/blocks.json')).toEqual([expect.objectContaining({ blocked_id: stranger.id, username: stranger.username })]);
    expect(json(files, 'notifications/notifications.json').map((n: { type: string }) => n.type)).toEqual(expect.arrayContaining(['LikedPost', 'CommentedPost', 'FriendAccept']));

    const [listing] = json(files, 'listings/listings.json');
    expect(listing).toMatchObject({ id: world.listingId, section: 'marketplaces', title: 'Old bread oven' });
    expect(listing.details).toEqual(expect.any(Object));
    expect(listing.images).toHaveLength(1);
    expect(files.has(`listings/media/${listing.images[0]}`)).toBe(true);
    expect(json(files, 'listings/saved-searches.json')).toEqual([expect.objectContaining({ section: 'marketplaces', search: 'flour mill' })]);

    const [blog] = json(files, 'blogs/blogs.json');
    expect(blog).toMatchObject({ id: world.blogId, title: 'Sourdough diary', body: 'Day one.' });
    expect(files.has(`blogs/media/${blog.image}`)).toBe(true);
    expect(json(files, 'events/events.json')).toEqual([expect.objectContaining({ id: world.eventId, title: 'Bake sale' })]);
    expect(json(files, 'events/rsvps.json')).toEqual([expect.objectContaining({ status: 'going' })]);
    expect(json(files, 'forums/forums.json')).toEqual([expect.objectContaining({ id: world.threadId, title: 'Best flour?' })]);
    expect(json(files, 'forums/replies.json')).toEqual([expect.objectContaining({ thread_id: world.friendThreadId, body: 'My reply in the friend thread' })]);
    const [picture] = json(files, 'pictures/pictures.json');
    expect(picture).toMatchObject({ id: world.pictureId, title: 'Crust' });
    expect(files.has(`pictures/media/${picture.image}`)).toBe(true);
    expect(json(files, 'pictures/albums.json')).toEqual([expect.objectContaining({ id: world.albumId, name: 'Loaves', picture_ids: [world.pictureId] })]);
    expect(json(files, 'videos/videos.json')).toEqual([expect.objectContaining({ id: world.videoId, title: 'Kneading' })]);

    expect(json(files, 'bookmarks/bookmarks.json')).toEqual([expect.objectContaining({ group: 'bank', title: 'My bank', url: 'https://bank.example.com/' })]);
    const html = files.get('bookmarks/bookmarks.html')!.toString('utf8');
    expect(html).toContain('<!DOCTYPE NETSCAPE-Bookmark-file-1>');
    expect(html).toContain('<A HREF="https://bank.example.com/"');
    expect(json(files, 'storage/index.json')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'folder', name: 'Trips', path: 'Trips' }), expect.objectContaining({ id: world.fileId, kind: 'file', path: 'Trips/notes.txt' })]),
    );
    expect(files.get('storage/files/Trips/notes.txt')?.toString('utf8')).toBe(FILE_TEXT);
    // Nothing of the friend's own data came along.
    expect(files.get('posts/posts.json')!.toString()).not.toContain('Friend post');

    // With the bearer token too, and the same bytes.
    const withToken = await download(t, `/api/me/exports/${ready.id}/download`, me.access_token);
    expect(withToken.status).toBe(200);
    expect(withToken.body.equals(res.body)).toBe(true);
  });

  it('refuses a second export within 24 hours, saying when the next one is allowed', async () => {
    const again = await t.request('POST', '/api/me/exports', { token: me.access_token });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^You can request one export a day: the next one from \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/);
    const list = await t.request('GET', '/api/me/exports', { token: me.access_token });
    expect(list.body.data).toHaveLength(1);
  });

  it('is nobody else’s: another member, a forged or expired link, and no link at all get a 404', async () => {
    const [ready] = (await t.request('GET', '/api/me/exports', { token: me.access_token })).body.data;
    const other = await download(t, `/api/me/exports/${ready.id}/download`, friend.access_token);
    expect(other.status).toBe(404);
    expect(JSON.parse(other.body.toString()).message).toBe('Export not found');
    // The owner's link with another member's token: the token decides, and it is not theirs.
    expect((await download(t, ready.download_url, friend.access_token)).status).toBe(404);
    const url = new URL(ready.download_url, t.url);
    const forged = `${url.pathname}?e=${Number(url.searchParams.get('e')) + 60}&s=${url.searchParams.get('s')}`;
    expect((await download(t, forged)).status).toBe(404);
    expect((await download(t, `${url.pathname}?e=${Math.floor(Date.now() / 1000) - 1}&s=${url.searchParams.get('s')}`)).status).toBe(404);
    expect((await download(t, url.pathname)).status).toBe(404);
    // The friend's own list shows nothing of it.
    expect((await t.request('GET', '/api/me/exports', { token: friend.access_token })).body).toEqual({ data: [], next_export_at: null });
  });
});

describe('take your data: the sweep (expired zips, exports left unfinished)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ redis: false, env: { ...THROTTLE_OFF, ACCOUNT_DELETION_SWEEP_SECONDS: '0' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is built again by the sweep when the process building it died, and a live build is left alone', async () => {
    const me = await newUser(t);
    const em = t.app.get(EntityManager).fork();
    // What a crash leaves: the row says running, its builder is gone, the zip was never written.
    const [dead] = await sql<{ id: number }>(
      em,
      "insert into member_exports (user_id, status, progress, created_at, heartbeat_at) values (?, 'running', 40, now() - interval '1 hour', now() - interval '1 hour') returning id",
      [me.id],
    );
    expect((await t.request('POST', '/api/me/exports', { token: me.access_token })).status).toBe(429);

    const other = await newUser(t);
    const [alive] = await sql<{ id: number }>(em, "insert into member_exports (user_id, status, progress, heartbeat_at) values (?, 'running', 40, now()) returning id", [other.id]);

    await t.app.get(AccountDataSweeper).sweep();
    await t.drainQueues();
    const [after] = (await t.request('GET', '/api/me/exports', { token: me.access_token })).body.data;
    expect(after).toMatchObject({ id: dead.id, status: 'ready', progress: 100 });
    expect((await download(t, after.download_url)).status).toBe(200);
    const [untouched] = await sql<{ status: string; progress: number }>(em, 'select status, progress from member_exports where id = ?', [alive.id]);
    expect(untouched).toEqual({ status: 'running', progress: 40 });
  });

  it('loses its zip to the sweep after 7 days: the link answers 404, the list shows no download', async () => {
    const me = await newUser(t);
    await t.request('POST', '/api/me/exports', { token: me.access_token });
    await t.drainQueues();
    const [ready] = (await t.request('GET', '/api/me/exports', { token: me.access_token })).body.data;
    const em = t.app.get(EntityManager).fork();
    const [{ file }] = await sql<{ file: string }>(em, 'select file from member_exports where id = ?', [ready.id]);
    const zip = `${t.config.uploadsDir}/exports/${me.id}/${file}`;
    expect(existsSync(zip)).toBe(true);
    await sql(em, "update member_exports set expires_at = now() - interval '1 second' where id = ?", [ready.id]);
    await t.app.get(AccountDataSweeper).sweep();
    expect(existsSync(zip)).toBe(false);
    expect((await download(t, ready.download_url)).status).toBe(404);
    expect((await download(t, `/api/me/exports/${ready.id}/download`, me.access_token)).status).toBe(404);
    const [after] = (await t.request('GET', '/api/me/exports', { token: me.access_token })).body.data;
    expect(after).toMatchObject({ id: ready.id, status: 'ready', download_url: null });
  });
});

describe('take your data: a large account exports in bounded memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ redis: false, env: THROTTLE_OFF });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('streams 10,000 messages and 400 MB of stored files without holding them in memory', async () => {
    const me = await newUser(t);
    const friend = await newUser(t);
    const em = t.app.get(EntityManager).fork();
    const [chat] = await sql<{ id: number }>(em, 'insert into chats (user_one_id, user_two_id) values (?, ?) returning id', [me.id, friend.id]);
    await sql(
      em,
      `insert into messages (chat_id, user_id, recipient_id, message)
       select ?, case when i % 2 = 0 then ? else ? end, case when i % 2 = 0 then ? else ? end, 'message number ' || i || ' ' || repeat('x', 400) from generate_series(1, 10000) i`,
      [chat.id, me.id, friend.id, friend.id, me.id],
    );
    // 8 files of 50 MB written straight where storage keeps them, with their rows.
    const FILES = 8;
    const SIZE = 50 * 1024 * 1024;
    const dir = `${t.config.uploadsDir}/storage/${me.id}`;
    await mkdir(dir, { recursive: true });
    const block = randomBytes(1024 * 1024);
    for (let i = 0; i < FILES; i++) {
      const blob = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      await writeFile(`${dir}/${blob}`, Buffer.concat(Array.from({ length: 50 }, () => block)));
      await sql(em, `insert into storage_items (user_id, kind, name, size, mime_type, blob, sha256) values (?, 'file', ?, ?, 'application/octet-stream', ?, ?)`, [
        me.id,
        `big-${i}.bin`,
        SIZE,
        blob,
        'x'.repeat(64),
      ]);
    }
    global.gc?.();
    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakHeap = base.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 20);
    let ready: { status: string; size_bytes: number };
    try {
      expect((await t.request('POST', '/api/me/exports', { token: me.access_token })).status).toBe(201);
      ready = await eventually(
        async () => (await t.request('GET', '/api/me/exports', { token: me.access_token })).body.data[0],
        (x) => x.status !== 'pending' && x.status !== 'running',
        90_000,
      );
    } finally {
      clearInterval(sampler);
    }
    expect(ready.status).toBe('ready');
    expect(ready.size_bytes).toBeGreaterThan(FILES * SIZE);
    // Loading the files alone would take 400 MB; the export's whole growth stays well under it.
    const MB = 1024 * 1024;
    expect((peakRss - base.rss) / MB).toBeLessThan(150);
    expect((peakHeap - base.heapUsed) / MB).toBeLessThan(100);
    // And it is all there: every message, every file's bytes.
    const [row] = await sql<{ file: string }>(em, 'select file from member_exports where user_id = ?', [me.id]);
    const zip = `${t.config.uploadsDir}/exports/${me.id}/${row.file}`;
    const messages = JSON.parse((await readZipEntry(zip, 'chats/messages.json'))!.toString('utf8'));
    expect(messages).toHaveLength(10_000);
    expect(messages[9999].message).toMatch(/^message number 10000 x+$/);
    const last = (await readZipEntry(zip, `storage/files/big-${FILES - 1}.bin`))!;
    expect(last.length).toBe(SIZE);
    expect(last.subarray(0, block.length).equals(block)).toBe(true);
  }, 120_000);
});
