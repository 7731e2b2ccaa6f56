import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../src/database/sql';
import { OrphanSweeper } from '../src/files/orphan-sweeper';
import { newUser, signUpBody, type TestUser } from './helpers/factories';
import { startMainProcess } from './helpers/main-process';
import { unusedPort } from './helpers/ports';
import { onS3 } from './helpers/s3-server';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';
import { createUpload, headUpload, openPatch, patchUpload, TUS, tusMetadata } from './helpers/tus';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const UNKNOWN = 2_000_000_000;

describe('storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ...THROTTLE_OFF, STORAGE_QUOTA_MB: '2' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const auth = (me: TestUser) => ({ token: me.access_token });
  const get = (me: TestUser | undefined, path: string) => t.request('GET', `/api${path}`, me ? auth(me) : {});
  const post = (me: TestUser, path: string, body?: unknown) => t.request('POST', `/api${path}`, { ...auth(me), body });

  function form(
    files: { name: string; data: Buffer | string; type?: string }[],
    fields: Record<string, string | string[]> = {},
  ): FormData {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) {
      for (const value of Array.isArray(v) ? v : [v]) {
        f.append(k, value);
      }
    }
    for (const file of files) {
      f.append('files', new Blob([file.data], { type: file.type ?? 'application/octet-stream' }), file.name);
    }
    return f;
  }

  async function upload(
    me: TestUser,
    files: { name: string; data: Buffer | string; type?: string }[],
    folderId?: number,
  ) {
    return t.request('POST', '/api/storage', {
      ...auth(me),
      body: form(files, folderId ? { folder_id: String(folderId) } : {}),
    });
  }

  async function uploadOne(me: TestUser, name: string, data: Buffer | string, folderId?: number) {
    const res = await upload(me, [{ name, data }], folderId);
    expect(res.status).toBe(201);
    return res.body.data[0];
  }

  async function folder(me: TestUser, name: string, parentId?: number) {
    const res = await post(me, '/storage/folders', { name, ...(parentId ? { parent_id: parentId } : {}) });
    expect(res.status).toBe(201);
    return res.body.data;
  }

  async function befriend(a: TestUser, b: TestUser) {
    expect((await post(a, '/friends/add', { user_id: b.id })).status).toBe(200);
    expect((await post(b, '/friends/accept', { user_id: a.id })).status).toBe(200);
  }

  async function share(me: TestUser, itemId: number, userIds: number[]) {
    return t.request('POST', '/api/storage/shared', {
      ...auth(me),
      body: form([], { storage_id: String(itemId), user_ids: userIds.map(String) }),
    });
  }

  /** Fetches a download URL as a browser would (no token). */
  const download = (url: string, headers: Record<string, string> = {}) => fetch(`${t.url}${url}`, { headers });
  /** With object storage: the presigned bucket address a download link redirects to (302). */
  const presigned = async (url: string) => {
    const res = await fetch(`${t.url}${url}`, { redirect: 'manual' });
    expect([res.status, res.headers.get('cache-control')]).toEqual([302, 'private, no-store']);
    return new URL(res.headers.get('location')!);
  };

  describe('files and folders', () => {
    it('uploads several files into a folder and lists them with their type, size and a download URL', async () => {
      const ana = await newUser(t);
      const docs = await folder(ana, 'Docs');
      expect(docs).toMatchObject({
        kind: 'folder',
        name: 'Docs',
        size: 0,
        type: null,
        url: null,
        folder: null,
        is_mine: true,
        path: [],
      });

      const res = await upload(
        ana,
        [
          { name: 'pixel.png', data: PNG },
          { name: 'notes.txt', data: 'hello plaza' },
        ],
        docs.id,
      );
      expect(res.status).toBe(201);
      const [png, txt] = res.body.data;
      expect(png).toMatchObject({
        kind: 'file',
        name: 'pixel.png',
        size: PNG.length,
        type: 'image/png',
        folder: { id: docs.id, name: 'Docs' },
        path: [{ id: docs.id, name: 'Docs' }],
      });
      expect(txt).toMatchObject({ name: 'notes.txt', size: 11, type: 'text/plain' });
      expect(png.url).toMatch(new RegExp(`^/api/storage/${png.id}/content\\?u=${ana.id}&e=\\d+&s=[\\w-]+$`));

      const inside = await get(ana, `/storage?folder_id=${docs.id}&sort=name&order=asc`);
      expect(inside.status).toBe(200);
      expect(inside.body).toMatchObject({ total: 2, page: 1, from: 1, to: 2 });
      expect(inside.body.data.map((i: { name: string }) => i.name)).toEqual(['notes.txt', 'pixel.png']);

      const top = await get(ana, '/storage');
      expect(top.body.data.map((i: { id: number }) => i.id)).toEqual([docs.id]);
      expect(top.body.data[0].items_count).toBe(2);
      const files = await get(ana, '/storage/files');
      expect(files.body.total).toBe(2);
      const folders = await get(ana, '/storage/folders');
      expect(folders.body.data.map((i: { id: number }) => i.id)).toEqual([docs.id]);
      const one = await get(ana, `/storage/${png.id}`);
      expect(one.body.data).toMatchObject({
        id: png.id,
        name: 'pixel.png',
        size: PNG.length,
        type: 'image/png',
        created_at: expect.any(String),
      });
    });

    it('numbers a name already taken in the folder, and finds files by name', async () => {
      const ana = await newUser(t);
      await uploadOne(ana, 'report.pdf', '%PDF-1.4 one');
      const second = await uploadOne(ana, 'report.pdf', '%PDF-1.4 two');
      const third = await uploadOne(ana, 'REPORT.pdf', '%PDF-1.4 three');
      expect(second.name).toBe('report (2).pdf');
      expect(third.name).toBe('REPORT (3).pdf');
      const found = await get(ana, '/storage?search=report%20(2');
      expect(found.body.data.map((i: { id: number }) => i.id)).toEqual([second.id]);
    });

    it('refuses bad input with 422, unknown ids with 404, and a body that is not multipart with 415', async () => {
      const ana = await newUser(t);
      for (const name of ['', '   ', '..', 'a/b', 'nul\u0000name', 'x'.repeat(256)]) {
        const res = await post(ana, '/storage/folders', { name });
        expect(res.status).toBe(422);
        expect(res.body.errors.name).toBeDefined();
      }
      expect((await post(ana, '/storage/folders', { name: 'A', parent_id: UNKNOWN })).status).toBe(404);
      expect((await post(ana, '/storage/folders', { name: 'A', parent_id: 1e20 })).status).toBe(422);
      expect((await get(ana, '/storage/99999999999')).status).toBe(404);
      expect((await get(ana, `/storage/${UNKNOWN}`)).body.message).toBe('File or folder not found');
      expect((await get(ana, '/storage?folder_id=abc')).status).toBe(422);
      expect((await post(ana, '/storage', { files: 'x' })).status).toBe(415);
      const none = await t.request('POST', '/api/storage', { ...auth(ana), body: form([], { folder_id: '' }) });
      expect(none.status).toBe(422);
      expect(none.body.errors).toEqual({ files: ['Choose one or more files'] });
      const file = await uploadOne(ana, 'a.txt', 'a');
      const intoFile = await upload(ana, [{ name: 'b.txt', data: 'b' }], file.id);
      expect(intoFile.status).toBe(422);
      expect(intoFile.body.errors).toEqual({ folder_id: ['folder_id must be a folder'] });
      expect((await get(undefined, '/storage')).status).toBe(401);
    });

    it('renames and moves, refusing a taken name (409) and a folder into itself (422)', async () => {
      const ana = await newUser(t);
      const a = await folder(ana, 'A');
      const b = await folder(ana, 'B', a.id);
      const file = await uploadOne(ana, 'x.txt', 'x');
      await uploadOne(ana, 'y.txt', 'y', a.id);

      const renamed = await post(ana, `/storage/${file.id}/move-or-rename`, { name: '  y.txt ' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data).toMatchObject({ name: 'y.txt', folder: null });
      const taken = await post(ana, `/storage/${file.id}/move-or-rename`, { folder_id: a.id });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('An item with this name is already in that folder');
      const moved = await post(ana, `/storage/${file.id}/move-or-rename`, { folder_id: b.id, name: 'z.txt' });
      expect(moved.body.data).toMatchObject({
        name: 'z.txt',
        folder: { id: b.id },
        path: [
          { id: a.id, name: 'A' },
          { id: b.id, name: 'B' },
        ],
      });
      const back = await post(ana, `/storage/${file.id}/move-or-rename`, { folder_id: null });
      expect(back.body.data.folder).toBeNull();
      const added = await post(ana, '/storage/folders/add', { storage_id: file.id, folder_id: a.id });
      expect(added.status).toBe(200);
      expect(added.body.data.folder).toEqual({ id: a.id, name: 'A' });

      const loop = await post(ana, `/storage/${a.id}/move-or-rename`, { folder_id: b.id });
      expect(loop.status).toBe(422);
      expect(loop.body.message).toBe('A folder cannot be moved into itself or one of its folders');
      expect((await post(ana, `/storage/${a.id}/move-or-rename`, { folder_id: a.id })).status).toBe(422);
      expect((await post(ana, `/storage/${a.id}/move-or-rename`, {})).status).toBe(422);
    });

    it('refuses folders nested deeper than 20 levels', async () => {
      const ana = await newUser(t);
      let parent: number | undefined;
      for (let depth = 1; depth <= 20; depth++) {
        parent = (await folder(ana, `L${depth}`, parent)).id;
      }
      const tooDeep = await post(ana, '/storage/folders', { name: 'L21', parent_id: parent });
      expect(tooDeep.status).toBe(422);
      expect(tooDeep.body.message).toBe('Folders can be nested at most 20 levels deep');
    });

    it('deletes a folder with everything in it, files on disk included', async () => {
      const ana = await newUser(t);
      const top = await folder(ana, 'Top');
      const sub = await folder(ana, 'Sub', top.id);
      const file = await uploadOne(ana, 'deep.txt', 'deep', sub.id);
      const memberKeys = () => t.storedKeys(`storage/${ana.id}/`);
      expect(await memberKeys()).toHaveLength(1);
      expect((await download(file.url)).status).toBe(200);

      const res = await t.request('DELETE', `/api/storage/${top.id}`, auth(ana));
      expect(res.status).toBe(204);
      expect((await get(ana, `/storage/${sub.id}`)).status).toBe(404);
      expect((await get(ana, `/storage/${file.id}`)).status).toBe(404);
      expect((await download(file.url)).status).toBe(404);
      expect(await memberKeys()).toHaveLength(0);
      expect((await t.request('DELETE', `/api/storage/${top.id}`, auth(ana))).status).toBe(404);
    });

    it('sweeps stored files no row refers to once they are an hour old, keeping the rest', async () => {
      const ana = await newUser(t);
      const kept = await uploadOne(ana, 'kept.txt', 'kept');
      const orphan = `storage/${ana.id}/00000000-0000-4000-8000-00000000dead`;
      await t.store.put(orphan, Buffer.from('left behind by a crash'));
      const sweeper = t.app.get(OrphanSweeper);
      expect(await sweeper.sweep()).toEqual([]); // too young: its row may be on its way
      expect(await sweeper.sweep(Date.now() + 2 * 60 * 60 * 1000)).toContain(orphan);
      expect(await t.storedKeys(`storage/${ana.id}/`)).toHaveLength(1);
      expect((await download(kept.url)).status).toBe(200);
    });
  });

  describe('downloads', () => {
    let ana: TestUser;
    let file: { id: number; url: string };
    const data = randomBytes(1000);
    beforeAll(async () => {
      ana = await newUser(t);
      file = await uploadOne(ana, 'Résumé "final".bin', data);
    });

    it('streams the whole file with its type, original name, ETag and nosniff', async () => {
      const res = await download(file.url);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(data);
      expect(res.headers.get('content-length')).toBe('1000');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      const disposition = `attachment; filename="R_sum_ _final_.bin"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.bin`;
      if (onS3()) {
        // The bucket serves it, through a presigned address that names the type and the original name.
        const address = await presigned(file.url);
        expect(address.origin).toBe(new URL(process.env.TEST_S3_ENDPOINT!).origin);
        expect(address.searchParams.get('X-Amz-Expires')).toBe('300');
        expect(address.searchParams.get('response-content-disposition')).toBe(disposition);
        expect(address.searchParams.get('response-content-type')).toBe('application/octet-stream');
        return;
      }
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('etag')).toBe(`"${createHash('sha256').update(data).digest('hex')}"`);
      expect(res.headers.get('content-disposition')).toBe(disposition);
    });

    it('answers a Range with 206 and exactly those bytes, a suffix range, 416 past the end, and 304 for a known ETag', async () => {
      const part = await download(file.url, { range: 'bytes=100-199' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
      expect(Buffer.from(await part.arrayBuffer())).toEqual(data.subarray(100, 200));
      const tail = await download(file.url, { range: 'bytes=-10' });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(data.subarray(990));
      const open = await download(file.url, { range: 'bytes=995-' });
      expect(Buffer.from(await open.arrayBuffer())).toEqual(data.subarray(995));
      const past = await download(file.url, { range: 'bytes=1000-' });
      expect(past.status).toBe(416);
      // The unsatisfiable answer's Content-Range is the bucket's business with S3 (the test server omits it).
      if (!onS3()) {
        expect(past.headers.get('content-range')).toBe('bytes */1000');
      }
      const etag = part.headers.get('etag')!;
      expect((await download(file.url, { 'if-none-match': etag })).status).toBe(304);
      if (onS3()) {
        return; // If-Range is the bucket's business (the test S3 server ignores it)
      }
      const stale = await download(file.url, { range: 'bytes=0-9', 'if-range': '"other"' });
      expect(stale.status).toBe(200);
      await stale.arrayBuffer();
    });

    it('shows images inline, offers download=1 as an attachment, and refuses a forged or expired link (403)', async () => {
      const png = await uploadOne(ana, 'dot.png', PNG);
      const html = await uploadOne(ana, 'page.html', '<script>alert(1)</script>');
      // Object storage: the headers are asked of the bucket in the presigned address.
      const headersOf = async (url: string) => {
        if (!onS3()) {
          return (await download(url)).headers;
        }
        const address = await presigned(url);
        return new Headers({ 'content-type': address.searchParams.get('response-content-type')!, 'content-disposition': address.searchParams.get('response-content-disposition')! });
      };
      const inline = await headersOf(png.url);
      expect(inline.get('content-type')).toBe('image/png');
      expect(inline.get('content-disposition')).toMatch(/^inline; filename="dot.png"/);
      expect((await headersOf(`${png.url}&download=1`)).get('content-disposition')).toMatch(/^attachment;/);
      const attached = await headersOf(html.url);
      expect(attached.get('content-type')).toBe('text/html; charset=utf-8');
      expect(attached.get('content-disposition')).toMatch(/^attachment;/);

      expect((await download(png.url.replace(/s=[\w-]+/, 's=forged'))).status).toBe(403);
      expect((await download(png.url.replace(`u=${ana.id}`, `u=${ana.id + 1}`))).status).toBe(403);
      const expired = png.url.replace(/e=\d+/, `e=${Math.floor(Date.now() / 1000) - 1}`);
      const res = await download(expired);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe('This download link is invalid or has expired: open the file again');
      expect((await download(`/api/storage/${png.id}/content`)).status).toBe(422);
    });
  });

  describe('sharing and access', () => {
    it('owner, friend shared with, friend not shared with, stranger and anonymous: before and after unshare and unfriending', async () => {
      const owner = await newUser(t);
      const friend = await newUser(t);
      const otherFriend = await newUser(t);
      const stranger = await newUser(t);
      await befriend(owner, friend);
      await befriend(owner, otherFriend);
      const albums = await folder(owner, 'Albums');
      const trip = await folder(owner, 'Trip', albums.id);
      const photo = await uploadOne(owner, 'beach.png', PNG, trip.id);

      type Who = [string, TestUser | undefined, number];
      const matrix = async (expected: { friend: number }) => {
        const cases: Who[] = [
          ['owner', owner, 200],
          ['friend', friend, expected.friend],
          ['other friend', otherFriend, 404],
          ['stranger', stranger, 404],
          ['anonymous', undefined, 401],
        ];
        for (const [who, user, status] of cases) {
          expect([who, (await get(user, `/storage/${photo.id}`)).status]).toEqual([who, status]);
          expect([who, (await get(user, `/storage?folder_id=${trip.id}`)).status]).toEqual([who, status]);
        }
      };
      await matrix({ friend: 404 });

      const shared = await share(owner, albums.id, [friend.id]);
      expect(shared.status).toBe(201);
      expect(shared.body.data).toMatchObject({ id: albums.id, shared_count: 1, shared_with: [{ id: friend.id }] });
      await matrix({ friend: 200 });

      // The friend sees the folder shared with them, and what is inside, not what is above it.
      const withMe = await get(friend, '/storage/shared/friends');
      expect(withMe.body.data.map((i: { id: number }) => i.id)).toEqual([albums.id]);
      expect(withMe.body.data[0]).toMatchObject({
        is_mine: false,
        owner: { id: owner.id },
        shared_count: 0,
        shared_at: expect.any(String),
      });
      const seen = (await get(friend, `/storage/${photo.id}`)).body.data;
      expect(seen).toMatchObject({ is_mine: false, path: [{ id: albums.id }, { id: trip.id }] });
      expect(seen.url).toContain(`u=${friend.id}`);
      const friendDownload = await download(seen.url);
      expect(friendDownload.status).toBe(200);
      expect(Buffer.from(await friendDownload.arrayBuffer())).toEqual(PNG);
      const byMe = await get(owner, '/storage/shared/me');
      expect(byMe.body.data).toEqual([
        expect.objectContaining({ id: albums.id, shared_with: [expect.objectContaining({ id: friend.id })] }),
      ]);

      // A friend can read, not change.
      expect((await post(friend, `/storage/${photo.id}/move-or-rename`, { name: 'mine.png' })).status).toBe(403);
      expect((await t.request('DELETE', `/api/storage/${photo.id}`, auth(friend))).status).toBe(403);
      expect((await share(friend, photo.id, [otherFriend.id])).status).toBe(403);
      expect((await upload(friend, [{ name: 'x.txt', data: 'x' }], trip.id)).status).toBe(403);

      // The friend hears of it once.
      await t.drainQueues();
      const shareNotes = async () =>
        (await get(friend, '/notifications')).body.data.filter((n: { type: string }) => n.type === 'StorageShared');
      expect(await shareNotes()).toEqual([
        expect.objectContaining({
          type: 'StorageShared',
          subject: { type: 'storage', id: albums.id },
          description: 'Albums',
          user: expect.objectContaining({ id: owner.id }),
        }),
      ]);

      // Unshare: at the friend's next request, including the download link they already hold.
      const unshared = await post(owner, `/storage/${albums.id}/un-share`, { user_id: friend.id });
      expect(unshared.status).toBe(200);
      expect(unshared.body.data).toMatchObject({ shared_count: 0, shared_with: [] });
      await matrix({ friend: 404 });
      expect((await download(seen.url)).status).toBe(404);
      expect((await get(friend, '/storage/shared/friends')).body.total).toBe(0);
      expect(await shareNotes()).toEqual([]);

      // Shared again, then the friendship ends: nothing stays shared, either way.
      expect((await share(owner, trip.id, [friend.id])).status).toBe(201);
      const back = await uploadOne(friend, 'theirs.txt', 'theirs');
      expect((await share(friend, back.id, [owner.id])).status).toBe(201);
      await matrix({ friend: 200 });
      expect((await post(owner, '/friends/remove', { user_id: friend.id })).status).toBe(200);
      await matrix({ friend: 404 });
      expect((await get(owner, `/storage/${back.id}`)).status).toBe(404);
      await befriend(owner, friend);
      expect((await get(friend, `/storage/${photo.id}`)).status).toBe(404);
      expect((await get(owner, '/storage/shared/me')).body.total).toBe(0);
    });

    it('shares with friends only (403), never with oneself (422), and unshares with everyone at once', async () => {
      const owner = await newUser(t);
      const a = await newUser(t);
      const b = await newUser(t);
      const stranger = await newUser(t);
      await befriend(owner, a);
      await befriend(owner, b);
      const file = await uploadOne(owner, 'plan.txt', 'plan');

      const notFriend = await share(owner, file.id, [a.id, stranger.id]);
      expect(notFriend.status).toBe(403);
      expect(notFriend.body.message).toBe('You can share only with your friends');
      expect((await get(a, `/storage/${file.id}`)).status).toBe(404);
      const self = await share(owner, file.id, [owner.id]);
      expect(self.status).toBe(422);
      expect(self.body.errors).toEqual({ user_ids: ['You cannot share with yourself'] });
      expect((await share(owner, file.id, [])).status).toBe(422);
      expect((await share(owner, UNKNOWN, [a.id])).status).toBe(404);
      expect((await share(stranger, file.id, [a.id])).status).toBe(404);
      const commaSeparated = await t.request('POST', '/api/storage/shared', {
        ...auth(owner),
        body: form([], { storage_id: String(file.id), user_ids: `${a.id},${b.id}` }),
      });
      expect(commaSeparated.status).toBe(201);
      expect(commaSeparated.body.data.shared_with.map((u: { id: number }) => u.id).sort()).toEqual([a.id, b.id].sort());
      expect((await share(owner, file.id, [a.id])).body.data.shared_count).toBe(2);

      const all = await post(owner, `/storage/${file.id}/un-share`);
      expect(all.body.data.shared_count).toBe(0);
      expect((await get(a, `/storage/${file.id}`)).status).toBe(404);
      expect((await get(b, `/storage/${file.id}`)).status).toBe(404);
      expect((await post(a, `/storage/${file.id}/un-share`)).status).toBe(404);
    });
  });

  describe('quota', () => {
    it('counts files against the quota and answers 413 with a clear message beyond it', async () => {
      const ana = await newUser(t);
      const quota = await get(ana, '/storage/quota');
      expect(quota.body.data).toEqual({ used: 0, quota: 2 * 1024 * 1024, free: 2 * 1024 * 1024 });
      await uploadOne(ana, 'big.bin', randomBytes(1500 * 1024));
      const over = await upload(ana, [{ name: 'more.bin', data: randomBytes(600 * 1024) }]);
      expect(over.status).toBe(413);
      expect(over.body.message).toMatch(
        /^Your storage is full: this upload would exceed your 2 MB quota \(0\.5 MB free\)$/,
      );
      expect((await get(ana, '/storage/files')).body.total).toBe(1);
      expect(readdirSync(join(t.config.uploadsDir, 'storage', '.incoming'))).toEqual([]);
      expect((await get(ana, '/storage/quota')).body.data.used).toBe(1500 * 1024);
    });
  });

  describe('resumable uploads (tus)', () => {
    /** Sends `body` as a PATCH from offset 0, but drops the connection after `sendBytes` bytes. */
    async function interruptedPatch(location: string, token: string, body: Buffer, sendBytes: number): Promise<void> {
      const patch = openPatch(`${t.url}${location}`, token, 0, body.length);
      await patch.send(body.subarray(0, sendBytes));
      setTimeout(() => patch.drop(), 300);
      await patch.outcome;
    }

    it('resumes an upload after the connection dropped and stores it as an item of the folder', async () => {
      const ana = await newUser(t);
      const docs = await folder(ana, 'Docs');
      const data = randomBytes(300 * 1024);
      const created = await createUpload(t.url, ana, data.length, { filename: 'video.bin', folder_id: String(docs.id) });
      expect(created.status).toBe(201);
      const location = created.headers.get('location')!;
      expect(location).toMatch(/^\/api\/storage\/uploads\/\w+$/);
      expect((await get(ana, '/storage/quota')).body.data.used).toBe(data.length);

      await interruptedPatch(location, ana.access_token, data, 100 * 1024);
      const head = await headUpload(`${t.url}${location}`, ana.access_token);
      expect(head.status).toBe(200);
      const offset = Number(head.headers.get('upload-offset'));
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(100 * 1024);

      const stranger = await newUser(t);
      expect((await headUpload(`${t.url}${location}`, stranger.access_token)).status).toBe(404);
      expect((await headUpload(`${t.url}${location}`)).status).toBe(401);

      const rest = await patchUpload(`${t.url}${location}`, ana.access_token, offset, data.subarray(offset));
      expect(rest.status).toBe(200);
      const item = ((await rest.json()) as { data: { url: string } }).data;
      expect(item).toMatchObject({ kind: 'file', name: 'video.bin', size: data.length, folder: { id: docs.id } });
      const stored = await download(item.url);
      expect(Buffer.from(await stored.arrayBuffer())).toEqual(data);
      expect((await get(ana, '/storage/quota')).body.data.used).toBe(data.length);
      expect(onS3() ? (await t.storedKeys('')).filter((key) => !/^(storage|public|exports|private)\//.test(key)) : readdirSync(join(t.config.uploadsDir, 'storage', '.resumable'))).toEqual([]);
    });

    it('refuses an upload over the quota (413) and one into a folder not mine (403/404)', async () => {
      const ana = await newUser(t);
      const bob = await newUser(t);
      const create = (user: TestUser, length: number, fields?: Record<string, string>) => createUpload(t.url, user, length, fields);
      const over = await create(ana, 3 * 1024 * 1024);
      expect(over.status).toBe(413);
      expect(await over.text()).toMatch(/^Your storage is full/);
      expect((await create(ana, 1536 * 1024)).status).toBe(201);
      const second = await create(ana, 1024 * 1024);
      expect(second.status).toBe(413);
      const bobs = await folder(bob, 'Bob');
      expect((await create(ana, 10, { filename: 'x', folder_id: String(bobs.id) })).status).toBe(404);
      expect(
        (await fetch(`${t.url}/api/storage/uploads`, { method: 'POST', headers: { ...TUS, 'upload-length': '10' } }))
          .status,
      ).toBe(401);
    });

    it('refuses a folder_id in the metadata that cannot be a folder id (422, as POST /storage), never passing it to SQL', async () => {
      const ana = await newUser(t);
      for (const folderId of ['abc', 'Infinity', '1e400', '[]', '0', '-1', '1.5', '99999999999', ' 7']) {
        const res = await createUpload(t.url, ana, 10, { filename: 'x.bin', folder_id: folderId });
        expect([folderId, res.status, await res.text()]).toEqual([folderId, 422, 'folder_id must be a folder']);
      }
      expect((await createUpload(t.url, ana, 10, { filename: 'x.bin', folder_id: String(UNKNOWN) })).status).toBe(404);
      expect((await createUpload(t.url, ana, 10, { filename: 'x.bin', folder_id: '' })).status).toBe(201);
    });
  });

  describe('an unexpected error under the tus server', () => {
    it("answers 500 without the driver's words, and logs it with the request's id", async () => {
      const port = await unusedPort();
      const dataDir = mkdtempSync(join(tmpdir(), 'plaza-test-tus-500-'));
      // The app as `npm start` runs it, on this suite's database, so its log can be read.
      const app = startMainProcess({ DATABASE_URL: t.config.databaseUrl!, REDIS_URL: '', PORT: String(port), DATA_DIR: dataDir, JWT_SECRET: 'tus-500-secret-0123456789abcdef', PUSHER_APP_KEY: 'k', PUSHER_APP_SECRET: 's' });
      const db = () => t.app.get(EntityManager).fork();
      try {
        await app.ready();
        const url = `http://127.0.0.1:${port}`;
        const account = signUpBody();
        const json = (path: string, body: unknown) => fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        expect((await json('/api/auth/register', account)).status).toBe(201);
        const login = (await (await json('/api/auth/login', { email: account.email, password: account.password })).json()) as { token: { access_token: string } };
        await sql(db(), 'alter table storage_uploads rename to storage_uploads_away');
        const res = await fetch(`${url}/api/storage/uploads`, {
          method: 'POST',
          headers: { ...TUS, authorization: `Bearer ${login.token.access_token}`, 'upload-length': '10', 'upload-metadata': tusMetadata({ filename: 'x.bin' }), 'x-request-id': 'tus-fault-1' },
        });
        expect([res.status, res.headers.get('x-request-id'), await res.text()]).toEqual([500, 'tus-fault-1', 'Internal server error']);
        const logged = () =>
          app
            .output()
            .split('\n')
            .filter((line) => line.startsWith('{'))
            .map((line) => JSON.parse(line) as { level: number; req_id?: string; msg?: string; stack?: string })
            .filter((entry) => entry.level >= 50 && entry.req_id === 'tus-fault-1');
        // Every error logged for the request carries the driver's words, but the 500's own
        // 'request completed' line (no stack), which may reach the pipe before or after the check.
        const faults = () => logged().filter((entry) => entry.msg !== 'request completed');
        const deadline = Date.now() + 5000;
        while (faults().length === 0 && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(faults().length).toBeGreaterThan(0);
        expect(faults().map((entry) => JSON.stringify(entry).includes('relation \\"storage_uploads\\" does not exist'))).not.toContain(false);
      } finally {
        await sql(db(), 'alter table if exists storage_uploads_away rename to storage_uploads');
        app.kill('SIGTERM');
        await app.exited;
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  // Object storage with a CDN in front (S3_PUBLIC_URL): the documented addresses send there.
  (onS3() ? describe : describe.skip)('public media behind S3_PUBLIC_URL', () => {
    let cdn: TestApp;
    beforeAll(async () => {
      cdn = await startTestApp({ env: { ...THROTTLE_OFF, S3_PUBLIC_URL: 'https://cdn.plaza.test/media/' } });
    });
    afterAll(() => cdn?.close());

    it('answers /storage/<kind>/<file> with a 302 to the CDN address of its object', async () => {
      const user = await newUser(cdn);
      const avatar = new FormData();
      avatar.append('avatar', new Blob([PNG], { type: 'image/png' }), 'a.png');
      const name = (await cdn.request('POST', '/api/auth/profile/edit', { token: user.access_token, body: avatar })).body.user.avatar as string;
      // The original, its 90 px and its 45 px sizes (the avatar as lists show it).
      const paths = [`avatars/${name}`, `avatars/thumbs/${name}`, `avatars/thumbs45/${name}`];
      for (const path of paths) {
        const res = await fetch(`${cdn.url}/storage/${path}`, { redirect: 'manual' });
        expect([res.status, res.headers.get('location')]).toEqual([302, `https://cdn.plaza.test/media/public/${path}`]);
      }
      expect(await cdn.storedKeys('public/avatars/')).toEqual(paths.map((path) => `public/${path}`));
    });

    it("lets the pages load images, video, downloads and previews from the bucket and the CDN (CSP)", async () => {
      const csp = (await fetch(`${cdn.url}/api/health`)).headers.get('content-security-policy')!;
      const bucket = new URL(process.env.TEST_S3_ENDPOINT!).origin;
      for (const directive of ['img-src', 'media-src', 'connect-src', 'frame-src']) {
        const sources = csp.split(';').map((d) => d.trim().split(' ')).find(([name]) => name === directive)!;
        expect([directive, sources]).toEqual([directive, expect.arrayContaining(["'self'", bucket, 'https://cdn.plaza.test'])]);
      }
    });
  });

  describe('the /storage page and public media', () => {
    let spa: TestApp;
    let dist: string;
    beforeAll(async () => {
      dist = mkdtempSync(join(tmpdir(), 'plaza-dist-'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Plaza</title>');
      spa = await startTestApp({ env: { ...THROTTLE_OFF, FRONTEND_DIST: dist } });
    });
    afterAll(async () => {
      await spa?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('serves the page at /storage and under it, media from their folders, and a JSON 404 for missing media', async () => {
      for (const path of ['/storage', '/storage?folder_id=4', '/storage/shared']) {
        const res = await fetch(`${spa.url}${path}`);
        expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, 'text/html; charset=utf-8']);
        expect(await res.text()).toContain('<title>Plaza</title>');
      }
      const user = await newUser(spa);
      const avatar = new FormData();
      avatar.append('avatar', new Blob([PNG], { type: 'image/png' }), 'a.png');
      const profile = await spa.request('POST', '/api/auth/profile/edit', { token: user.access_token, body: avatar });
      expect(profile.status).toBe(200);
      const media = await fetch(`${spa.url}/storage/avatars/${profile.body.user.avatar}`);
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe('image/webp');
      const missing = await fetch(`${spa.url}/storage/avatars/missing.webp`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await fetch(`${spa.url}/api/storage`)).status).toBe(401);
    });
  });
});
