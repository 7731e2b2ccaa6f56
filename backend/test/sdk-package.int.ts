import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { makeTrusted, newUser, type TestUser } from './helpers/factories';
import { png } from './helpers/forms';
import { startTestApp, THROTTLE_OFF, type TestApp } from './helpers/test-app';

const run = promisify(execFile);
const repo = resolve(__dirname, '../..');

/**
 * The SDK as an integrator gets it: `npm pack` of the workspace (which builds dist/), installed in a
 * folder outside the repository, and its example run by plain `node` against the listening app.
 */
describe('the SDK package, from Node outside the repository', () => {
  let t: TestApp;
  let ana: TestUser;
  let outside: string;

  beforeAll(async () => {
    t = await startTestApp(THROTTLE_OFF);
    ana = await newUser(t);
    await makeTrusted(t, ana.id);
    outside = await mkdtemp(join(tmpdir(), 'plaza-sdk-user-'));
    await run('npm', ['pack', '--workspace', 'sdk', '--pack-destination', outside, '--silent'], { cwd: repo });
    const [tarball] = (await readdir(outside)).filter((name) => name.endsWith('.tgz'));
    await writeFile(
      join(outside, 'package.json'),
      JSON.stringify({ name: 'integrator', private: true, type: 'module', dependencies: { '@plaza/sdk': `file:./${tarball}` } }),
    );
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent'], { cwd: outside });
    await copyFile(join(repo, 'sdk/examples/upload-listing.mjs'), join(outside, 'upload-listing.mjs'));
    await writeFile(join(outside, 'desk.png'), await png(640, 480));
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    if (outside) {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('installs without the sources: built ES modules with their types', async () => {
    const installed = join(outside, 'node_modules/@plaza/sdk');
    const files = await readdir(installed);
    expect(files).toEqual(expect.arrayContaining(['dist', 'package.json']));
    expect(files).not.toContain('src');
    expect(await readdir(join(installed, 'dist'))).toEqual(expect.arrayContaining(['index.js', 'index.d.ts']));
  });

  it('signs in and uploads a listing with its photo from plain node (multipart without XMLHttpRequest)', async () => {
    const { stdout } = await run(process.execPath, ['upload-listing.mjs', 'desk.png'], {
      cwd: outside,
      env: { ...process.env, PLAZA_URL: t.url, PLAZA_EMAIL: ana.email, PLAZA_PASSWORD: ana.password },
    });
    const printed = JSON.parse(stdout.trim());
    expect(printed).toMatchObject({ name: 'Oak writing desk', images: 1 });

    const res = await t.request('GET', `/api/marketplaces/${printed.id}`, { token: ana.access_token });
    expect(res.status).toBe(200);
    expect(res.body.data.images).toHaveLength(1);
    const photo = await fetch(`${t.url}/storage/listings/${res.body.data.images[0]}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
  }, 60_000);

  it('reports the API error with its status and body', async () => {
    const failed = await run(process.execPath, ['upload-listing.mjs', 'desk.png'], {
      cwd: outside,
      env: { ...process.env, PLAZA_URL: t.url, PLAZA_EMAIL: ana.email, PLAZA_PASSWORD: 'not-the-password' },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/^401 /);
  }, 60_000);
});
