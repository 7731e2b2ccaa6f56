import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { storageSettings } from '../src/config/app-config';
import { LocalObjectStore } from '../src/files/local-object-store';
import { S3ObjectStore } from '../src/files/s3-object-store';
import { s3Env } from './helpers/s3-server';

/** `npm run storage:migrate`, from the sources: only in the integration-s3 project (it needs the test S3 server). */
function migrate(direction: string, env: Record<string, string>): Promise<{ code: number; out: string }> {
  const cli = resolve(__dirname, '../src/cli/storage-migrate.ts');
  return promisify(execFile)(process.execPath, [resolve(__dirname, 'helpers/run-source.cjs'), cli, '--to', direction], { env: { ...process.env, ...env } }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: `${error.stdout}${error.stderr}` }),
  );
}

describe('npm run storage:migrate', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'plaza-migrate-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('copies a local store to a bucket and back, skipping what is already there, leaving work under way behind', async () => {
    const source = tempDir();
    const files: Record<string, Buffer> = {
      'public/avatars/a.webp': randomBytes(2000),
      'public/avatars/thumbs/a.webp': randomBytes(300),
      'public/videos/v.mp4': randomBytes(9 * 1024 * 1024 + 17), // more than one part: a multipart upload
      'storage/7/0b1c2d3e-0000-4000-8000-000000000001': Buffer.alloc(0),
      'exports/7/x.zip': randomBytes(4000),
    };
    for (const [key, data] of Object.entries(files)) {
      mkdirSync(join(source, key, '..'), { recursive: true });
      writeFileSync(join(source, key), data);
    }
    mkdirSync(join(source, 'storage/.incoming'), { recursive: true });
    writeFileSync(join(source, 'storage/.incoming/half'), 'being received');
    const env = { ...(await s3Env(`plaza-migrate-${randomBytes(4).toString('hex')}`)), UPLOADS_DIR: source };
    const bucket = new S3ObjectStore(storageSettings(env).s3!);

    const first = await migrate('s3', env);
    expect(first.code).toBe(0);
    expect(first.out).toContain('5 copied');
    const keys: string[] = [];
    for await (const object of bucket.list('')) {
      keys.push(object.key);
      expect(object.size).toBe(files[object.key].length);
    }
    expect(keys.sort()).toEqual(Object.keys(files).sort());

    // Started again (an interrupted run): only what differs is copied.
    await bucket.put('public/avatars/a.webp', randomBytes(10));
    const again = await migrate('s3', env);
    expect(again.out).toContain('1 copied (2000 bytes), 4 already there, 0 failed');

    // And back, into an empty store: the same bytes.
    const back = tempDir();
    const home = await migrate('local', { ...env, UPLOADS_DIR: back });
    expect(home.code).toBe(0);
    expect(home.out).toContain('5 copied');
    for (const [key, data] of Object.entries(files)) {
      expect(readFileSync(join(back, key)).equals(data)).toBe(true);
    }
    const local = new LocalObjectStore(back);
    expect(await local.stat('storage/.incoming/half')).toBeUndefined();
    bucket.client.destroy();
  });

  it('says how to use it when the direction is missing', async () => {
    const res = await migrate('sideways', { S3_BUCKET: 'x' });
    expect(res.code).toBe(2);
    expect(res.out).toContain('usage: npm run storage:migrate -- --to s3|local');
  });
});
