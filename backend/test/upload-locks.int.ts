import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS, type Lock } from '@tus/server';
import { Redis } from 'ioredis';
import type { AppConfig } from '../src/config/app-config';
import { UNAVAILABLE_MESSAGE } from '../src/common/errors/error-status';
import { STORAGE_MSG } from '../src/common/validation/messages';
import { RedisUploadLocker, type RedisUploadLockerOptions } from '../src/modules/storage/upload-locker';
import { RedisConnections } from '../src/redis/redis.module';
import { eventually } from './helpers/eventually';
import { newUser } from './helpers/factories';
import { startFaultProxy, type FaultProxy } from './helpers/fault-proxy';
import { dropRedisKeys } from './helpers/redis-keys';
import { describeWithRedis } from './helpers/skips';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';
import { createUpload, headUpload, openPatch, patchUpload } from './helpers/tus';

/**
 * Resumable uploads served by several instances that share the uploads directory: the tus lock
 * of an upload lives in Redis, so two requests for one upload never write at once, whichever
 * instances receive them.
 */
describeWithRedis('resumable upload locks in Redis', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** How many bytes of the upload at `location` are on disk under `uploadsDir`. */
  const receivedBytes = (uploadsDir: string, location: string) => {
    try {
      return statSync(join(uploadsDir, 'storage', '.resumable', location.split('/').pop()!)).size;
    } catch {
      return -1;
    }
  };

  describe('the locker', () => {
    const prefix = `plaza-test-locks-${randomBytes(5).toString('hex')}`;
    // Renewed every TTL/4: long enough that a busy CI machine (a 600 ms stall once) does not let it lapse.
    const TTL = 2000;
    const opened: RedisConnections[] = [];
    let redis: Redis;
    let proxy: FaultProxy;

    beforeAll(async () => {
      redis = new Redis(process.env.REDIS_URL!);
      proxy = await startFaultProxy(process.env.REDIS_URL!);
    });
    afterAll(async () => {
      await Promise.all(opened.map((c) => c.onApplicationShutdown()));
      redis.disconnect();
      await proxy.close();
      await dropRedisKeys(prefix);
    });

    // A first lock connects and subscribes within this: 500 ms was too short once on a busy CI machine.
    const COMMAND_TIMEOUT = 2000;

    /** A locker with connections of its own, as on another instance. */
    function instance(options: RedisUploadLockerOptions = {}, url = process.env.REDIS_URL!) {
      const connections = new RedisConnections({ redisUrl: url, redisCommandTimeoutMs: COMMAND_TIMEOUT } as AppConfig);
      opened.push(connections);
      const locker = new RedisUploadLocker(connections, prefix, COMMAND_TIMEOUT, { ttlMs: TTL, retryMs: 20, ...options });
      return { locker, connections };
    }
    const uploadId = () => randomBytes(8).toString('hex');
    const never = () => new AbortController().signal;

    /** Takes `lock` and counts how often its holder is asked to let go. */
    async function hold(lock: Lock) {
      const holder = { asked: 0 };
      await lock.lock(never(), () => {
        holder.asked++;
      });
      return holder;
    }

    it('makes a request on another instance wait, asks the holder to let go, and hands the lock over on unlock', async () => {
      const a = instance().locker;
      const b = instance().locker;
      const id = uploadId();
      const first = a.newLock(id);
      const holder = await hold(first);

      let taken = false;
      const second = b.newLock(id);
      const waiting = second.lock(never(), () => undefined).then(() => {
        taken = true;
      });
      expect(await eventually(() => holder.asked, (n) => n > 0)).toBeGreaterThan(0);
      // A holder that takes its time keeps the lock past its TTL: it is renewed.
      await sleep(3 * TTL);
      expect(taken).toBe(false);

      // Another upload is not held up meanwhile.
      const other = b.newLock(uploadId());
      await other.lock(never(), () => undefined);
      await other.unlock();

      await first.unlock();
      await waiting;
      expect(taken).toBe(true);
      await second.unlock();
      expect(await redis.exists(a.key(id))).toBe(0);
    });

    it('gives up with tus lock timeout when the wait is too long or the request ends, leaving the holder its lock', async () => {
      const a = instance().locker;
      const id = uploadId();
      const first = a.newLock(id);
      await hold(first);

      const impatient = instance({ acquireTimeoutMs: 300 }).locker.newLock(id);
      await expect(impatient.lock(never(), () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);

      const gone = new AbortController();
      const ended = instance().locker.newLock(id).lock(gone.signal, () => undefined);
      setTimeout(() => gone.abort(), 100);
      await expect(ended).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);

      expect(await redis.pttl(a.key(id))).toBeGreaterThan(0);
      await first.unlock();
      expect(await redis.exists(a.key(id))).toBe(0);
    });

    it('lets the lock of a holder that died expire, so that the upload can be resumed elsewhere', async () => {
      const dead = instance();
      const id = uploadId();
      await hold(dead.locker.newLock(id));
      // The instance goes away without unlocking: it neither renews nor answers release requests.
      await dead.connections.onApplicationShutdown();
      expect(await redis.pttl(dead.locker.key(id))).toBeGreaterThan(0);

      const next = instance().locker.newLock(id);
      const started = Date.now();
      await next.lock(never(), () => undefined);
      expect(Date.now() - started).toBeLessThan(TTL * 3);
      await next.unlock();
    });

    it('asks a holder whose key was lost to let go, and its unlock leaves the new holder alone', async () => {
      const a = instance().locker;
      const id = uploadId();
      const first = a.newLock(id);
      const holder = await hold(first);
      // As if the key had expired (a long pause) and another request had taken the upload.
      await redis.set(a.key(id), 'someone-else', 'PX', 10_000);
      expect(await eventually(() => holder.asked, (n) => n > 0)).toBeGreaterThan(0);
      await first.unlock();
      expect(await redis.get(a.key(id))).toBe('someone-else');
    });

    it('answers 503 while Redis is unreachable, asks holders to let go, and locks again once it is back', async () => {
      const a = instance({}, proxy.url(process.env.REDIS_URL!)).locker;
      const id = uploadId();
      const first = a.newLock(id);
      const holder = await hold(first);

      proxy.cut('refuse');
      expect(await eventually(() => holder.asked, (n) => n > 0)).toBeGreaterThan(0);
      await first.unlock(); // cannot reach Redis: logged, and the key expires by itself
      await expect(a.newLock(uploadId()).lock(never(), () => undefined)).rejects.toEqual({ status_code: 503, body: UNAVAILABLE_MESSAGE });

      proxy.restore();
      const again = a.newLock(id);
      const locked = await eventually(
        () => again.lock(never(), () => undefined).then(() => true, () => false),
        (ok) => ok,
      );
      expect(locked).toBe(true);
      await again.unlock();
    });
  });

  describe('two instances sharing the uploads directory', () => {
    const uploadsDir = mkdtempSync(join(tmpdir(), 'plaza-test-shared-uploads-'));
    let one: TestApp;
    let two: TestApp;
    beforeAll(async () => {
      one = await startTestApp({ env: { ...THROTTLE_OFF, UPLOADS_DIR: uploadsDir } });
      two = await startTestApp({ database: one.database, env: { ...THROTTLE_OFF, UPLOADS_DIR: uploadsDir } });
    });
    afterAll(async () => {
      await two?.close();
      await one?.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    });


    it('a request on instance two waits for the stalled PATCH on instance one to let go, and the stored file is exact', async () => {
      const ana = await newUser(one);
      const data = randomBytes(256 * 1024);
      const created = await createUpload(one.url, ana, data.length, { filename: 'clip.bin' });
      expect(created.status).toBe(201);
      const location = created.headers.get('location')!;

      // Instance one receives a quarter of the body, then the client's connection stalls.
      const stalled = openPatch(`${one.url}${location}`, ana.access_token, 0, data.length);
      const quarter = data.length / 4;
      await stalled.send(data.subarray(0, quarter));
      expect(await eventually(() => receivedBytes(uploadsDir, location), (n) => n === quarter)).toBe(quarter);
      let stalledEnded = 0;
      void stalled.outcome.then(() => {
        stalledEnded = Date.now();
      });

      // The client retries through instance two: its HEAD waits until one has let go.
      const resumed = await headUpload(`${two.url}${location}`, ana.access_token);
      const answeredAt = Date.now();
      expect(resumed.status).toBe(200);
      expect(stalledEnded).toBeGreaterThan(0);
      expect(stalledEnded).toBeLessThanOrEqual(answeredAt);
      const offset = Number(resumed.headers.get('upload-offset'));
      expect(offset).toBe(quarter);
      expect(await stalled.outcome).toEqual({ status: 204, offset: quarter });

      // Whatever the stalled client still sends reaches nothing.
      await stalled.send(randomBytes(quarter));
      stalled.drop();

      const rest = await patchUpload(`${two.url}${location}`, ana.access_token, offset, data.subarray(offset));
      expect(rest.status).toBe(200);
      const item = ((await rest.json()) as { data: { url: string; size: number } }).data;
      expect(item.size).toBe(data.length);
      const stored = await fetch(`${one.url}${item.url}`);
      expect(Buffer.from(await stored.arrayBuffer())).toEqual(data);
      const files = await one.request('GET', '/api/storage/files', { token: ana.access_token });
      expect(files.body.total).toBe(1);
      expect((await one.request('GET', '/api/storage/quota', { token: ana.access_token })).body.data.used).toBe(data.length);
    });
  });

  describe('an upload another request keeps too long', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { ...THROTTLE_OFF, UPLOAD_LOCK_WAIT_MS: '300' } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers 423 with a message after UPLOAD_LOCK_WAIT_MS, writes nothing, and takes the upload once it is free', async () => {
      const ana = await newUser(t);
      const data = randomBytes(16 * 1024);
      const created = await createUpload(t.url, ana, data.length, { filename: 'busy.bin' });
      const location = created.headers.get('location')!;
      const redis = new Redis(process.env.REDIS_URL!);
      try {
        // As if a request on another instance held the upload and never let go.
        const key = `${t.config.redisPrefix}:tus:lock:${location.split('/').pop()}`;
        await redis.set(key, 'another-instance', 'PX', 60_000);

        const started = Date.now();
        const busy = await patchUpload(`${t.url}${location}`, ana.access_token, 0, data);
        expect(busy.status).toBe(423);
        expect(await busy.text()).toBe(STORAGE_MSG.uploadBusy);
        expect(Date.now() - started).toBeGreaterThanOrEqual(300);
        expect(receivedBytes(t.config.uploadsDir, location)).toBe(0);
        expect(await redis.get(key)).toBe('another-instance');

        await redis.del(key);
        const done = await patchUpload(`${t.url}${location}`, ana.access_token, 0, data);
        expect(done.status).toBe(200);
      } finally {
        redis.disconnect();
      }
    });
  });

  describe('Redis unreachable mid-upload', () => {
    let redis: FaultProxy;
    let t: TestApp;
    beforeAll(async () => {
      redis = await startFaultProxy(process.env.REDIS_URL!);
      t = await startTestApp({ env: { ...THROTTLE_OFF, REDIS_URL: redis.url(process.env.REDIS_URL!), REDIS_COMMAND_TIMEOUT_MS: '500' } });
    });
    afterEach(() => redis.restore());
    afterAll(async () => {
      await t?.close();
      await redis?.close();
    });

    it('ends the PATCH with the offset it reached, answers 503 meanwhile, and resumes to an exact file once Redis is back', async () => {
      const ana = await newUser(t);
      const data = randomBytes(128 * 1024);
      const created = await createUpload(t.url, ana, data.length, { filename: 'cut.bin' });
      const location = created.headers.get('location')!;
      const patch = openPatch(`${t.url}${location}`, ana.access_token, 0, data.length);
      const half = data.length / 2;
      await patch.send(data.subarray(0, half));
      expect(await eventually(() => receivedBytes(t.config.uploadsDir, location), (n) => n === half)).toBe(half);

      redis.cut('refuse');
      expect(await patch.outcome).toEqual({ status: 204, offset: half });
      const meanwhile = await headUpload(`${t.url}${location}`, ana.access_token);
      expect(meanwhile.status).toBe(503);

      redis.restore();
      const back = await eventually(
        () => headUpload(`${t.url}${location}`, ana.access_token),
        (res) => res.status === 200,
      );
      expect(back.status).toBe(200);
      const offset = Number(back.headers.get('upload-offset'));
      expect(offset).toBe(half);
      const rest = await patchUpload(`${t.url}${location}`, ana.access_token, offset, data.subarray(offset));
      expect(rest.status).toBe(200);
      const item = ((await rest.json()) as { data: { url: string } }).data;
      expect(Buffer.from(await (await fetch(`${t.url}${item.url}`)).arrayBuffer())).toEqual(data);
    });
  });
});
