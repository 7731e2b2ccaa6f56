import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { sql } from '../src/database/sql';
import { JobQueue } from '../src/queue/job-queue';
import { userChannel } from '../src/realtime/socket-events';
import { clip, FFPROBE } from './helpers/clips';
import { newUser, type TestUser } from './helpers/factories';
import { form, png } from './helpers/forms';
import { collect, connect, nextEvent, subscribe } from './helpers/sockets';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';


// Transcoding takes seconds on a small machine.
jest.setTimeout(60_000);

describe('videos', () => {
  let t: TestApp;
  const db = (text: string, params: unknown[] = []) => sql(t.app.get(EntityManager).fork(), text, params);
  const upload = (u: TestUser, data: Buffer, fields: Record<string, string> = { title: 'Test pattern' }, name = 'clip.avi') =>
    t.request('POST', '/api/videos', { token: u.access_token, body: form(fields, { video: { data, name } }) });

  beforeAll(async () => {
    t = await startTestApp({ env: { ...THROTTLE_OFF, VIDEO_MAX_SECONDS: '3', VIDEO_MAX_BYTES: String(2 * 1024 * 1024) } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes an upload playable: processing, then ready with an H.264/AAC faststart MP4, a poster and its duration', async () => {
    const u = await newUser(t);
    const socket = await connect(t, u.access_token);
    try {
      await subscribe(t, socket, u.access_token, userChannel(u.id));
      const progress = collect(socket, 'videos.progress');
      const ready = nextEvent(socket, 'videos.status', 30_000);
      const res = await upload(u, clip(2), { title: 'Test pattern', description: 'Bars and a tone' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ title: 'Test pattern', description: 'Bars and a tone', status: 'processing', file: null, user: { id: u.id } });
      const id = res.body.data.id as number;
      expect(await ready).toEqual({ video_id: id, status: 'ready', error: null });
      expect(progress.every((p) => p.video_id === id && p.progress > 0 && p.progress < 100)).toBe(true);

      const video = (await t.request('GET', `/api/videos/${id}`, { token: u.access_token })).body.data;
      expect(video).toMatchObject({ status: 'ready', progress: 100, error: null, width: 320, height: 240 });
      expect(video.duration).toBeGreaterThan(1.5);
      expect(video.duration).toBeLessThan(2.5);
      expect(video.file).toMatch(/^[0-9a-f-]{36}\.mp4$/);

      const whole = Buffer.from(await (await fetch(`${t.url}/storage/videos/${video.file}`)).arrayBuffer());
      const probe = await t.store.withLocalFile(`public/videos/${video.file}`, async (path) =>
        JSON.parse(execFileSync(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_streams', path]).toString()) as { streams: { codec_name: string }[] },
      );
      expect(probe.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
      expect(whole.indexOf('moov')).toBeLessThan(whole.indexOf('mdat')); // faststart: playable before fully loaded

      const range = await fetch(`${t.url}/storage/videos/${video.file}`, { headers: { range: 'bytes=100-199' } });
      expect(range.status).toBe(206);
      expect(range.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
      expect(range.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await range.arrayBuffer())).toEqual(whole.subarray(100, 200));

      const poster = await fetch(`${t.url}/storage/videos/posters/${video.poster}`);
      expect(poster.status).toBe(200);
      expect((await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).width).toBe(320);
      // The upload waits in a private folder, never served, and is gone once processed.
      expect(await db('select source, original from videos where id = ?', [id])).toEqual([{ source: null, original: null }]);
    } finally {
      socket.close();
    }
  });

  it('refuses what is not a video (415), an upload too large or too long (413), and a form without a file (422)', async () => {
    const u = await newUser(t);
    const text = await upload(u, Buffer.from('just some text, not a video at all'), undefined, 'fake.mp4');
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('The file must be a video (MP4, WebM, MOV, MKV, AVI or OGG)');
    expect((await upload(u, await png(), undefined, 'image.mp4')).status).toBe(415);
    const long = await upload(u, clip(5));
    expect(long.status).toBe(413);
    expect(long.body.message).toBe('The video must be at most 3 seconds long');
    const none = await t.request('POST', '/api/videos', { token: u.access_token, body: form({ title: ' ' }) });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ title: ['This field is required!'], video: ['Choose a video'] });
    expect((await t.request('GET', `/api/videos?user_id=${u.id}`, { token: u.access_token })).body.total).toBe(0);
    expect(await db('select count(*)::int as n from videos where user_id = ?', [u.id])).toEqual([{ n: 0 }]);
    const large = await upload(u, Buffer.alloc(3 * 1024 * 1024, 7));
    expect(large.status).toBe(413);
    expect(large.body.message).toBe('The video must be at most 2 MB');
    const after = await t.request('GET', `/api/videos?user_id=${u.id}`, { token: u.access_token });
    expect(after.status).toBe(200);
  });

  it('shows a video to others only once ready; its owner sees why it failed', async () => {
    const [owner, other] = [await newUser(t), await newUser(t)];
    const source = `${randomUUID()}.mp4`;
    await t.store.put(`private/videos/incoming/${source}`, Buffer.alloc(4096, 3));
    const [{ id }] = await db("insert into videos (user_id, title, source) values (?, 'Broken', ?) returning id", [owner.id, source]);
    expect((await t.request('GET', `/api/videos/${id}`, { token: other.access_token })).status).toBe(404);
    expect((await t.request('GET', `/api/videos?user_id=${owner.id}`, { token: other.access_token })).body.total).toBe(0);
    expect((await t.request('GET', `/api/videos?user_id=${owner.id}`, { token: owner.access_token })).body.data).toMatchObject([{ id, status: 'processing' }]);

    const socket = await connect(t, owner.access_token);
    try {
      await subscribe(t, socket, owner.access_token, userChannel(owner.id));
      const failed = nextEvent(socket, 'videos.status', 30_000);
      await t.app.get(JobQueue).add('media.video', { videoId: id as number });
      expect(await failed).toMatchObject({ video_id: id, status: 'failed', error: expect.stringMatching(/^The video could not be processed: /) });
    } finally {
      socket.close();
    }
    const mine = (await t.request('GET', `/api/videos/${id}`, { token: owner.access_token })).body.data;
    expect(mine).toMatchObject({ status: 'failed', file: null, error: expect.stringMatching(/^The video could not be processed: /) });
    expect((await t.request('GET', `/api/videos/${id}`, { token: other.access_token })).status).toBe(404);
  });

  it('lets only the owner edit and delete, removing its files', async () => {
    const [owner, other] = [await newUser(t), await newUser(t)];
    const res = await upload(owner, clip(1, 'one.avi'));
    await t.drainQueues();
    const video = (await t.request('GET', `/api/videos/${res.body.data.id}`, { token: other.access_token })).body.data;
    expect(video.status).toBe('ready');
    expect((await t.request('PATCH', `/api/videos/${video.id}`, { token: other.access_token, body: { title: 'Mine' } })).status).toBe(403);
    expect((await t.request('PATCH', `/api/videos/${video.id}`, { token: owner.access_token, body: { title: 'Renamed' } })).body.data.title).toBe('Renamed');
    expect((await t.request('POST', `/api/videos/${video.id}/like`, { token: other.access_token })).body.data.likes_count).toBe(1);
    expect((await t.request('DELETE', `/api/videos/${video.id}`, { token: other.access_token })).status).toBe(403);
    expect((await t.request('DELETE', `/api/videos/${video.id}`, { token: owner.access_token })).status).toBe(204);
    expect((await fetch(`${t.url}/storage/videos/${video.file}`)).status).toBe(404);
    expect((await fetch(`${t.url}/storage/videos/posters/${video.poster}`)).status).toBe(404);
  });
});
