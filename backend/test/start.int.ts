import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUpBody } from './helpers/factories';
import { startMainProcess, type MainProcess } from './helpers/main-process';
import { unusedPort } from './helpers/ports';

/**
 * The README's first command, `npm ci && npm start`, on its defaults: no DATABASE_URL, so the app
 * creates and starts its embedded PostgreSQL under DATA_DIR, which (unlike the machines' servers
 * the other suites use, on trust auth) asks for the password the app generated. The app runs as
 * `npm start` runs it (src/main.ts, in a process of its own). And a start that fails says why.
 */

/** SIGTERM first, so that a failed test still stops the app's embedded PostgreSQL with it. */
async function stop(app: MainProcess): Promise<void> {
  app.kill('SIGTERM');
  const stopped = await Promise.race([app.exited.then(() => true), new Promise((done) => setTimeout(done, 15_000, false).unref())]);
  if (!stopped) {
    app.kill('SIGKILL');
  }
}

describe('npm start on its defaults (the embedded PostgreSQL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'plaza-test-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates its database, signs a member up and in, and stops with exit 0 on SIGTERM', async () => {
    const port = await unusedPort();
    const app = startMainProcess({ DATABASE_URL: '', REDIS_URL: '', PORT: String(port), DATA_DIR: dataDir });
    try {
      await app.ready();
      const url = `http://127.0.0.1:${port}`;
      const post = (path: string, body: unknown) =>
        fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const account = signUpBody();
      expect((await post('/api/auth/register', account)).status).toBe(201);
      const login = await post('/api/auth/login', { email: account.email, password: account.password });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: { access_token: string } };
      const me = await fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${token.access_token}` } });
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(account.email);

      app.kill('SIGTERM');
      expect((await app.exited).code).toBe(0);
      expect(app.output()).not.toMatch(/"level":50/);
    } finally {
      await stop(app);
    }
  }, 120_000);

  it('seeds the demo on a first start, its notifications included, before it answers', async () => {
    const port = await unusedPort();
    const fresh = mkdtempSync(join(tmpdir(), 'plaza-test-demo-'));
    const app = startMainProcess({ DATABASE_URL: '', REDIS_URL: '', PORT: String(port), DATA_DIR: fresh, SEED_DEMO: 'true' });
    try {
      await app.ready();
      const url = `http://127.0.0.1:${port}`;
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ana@plaza.local', password: 'Plaza!2026' }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: { access_token: string } };
      const list = await fetch(`${url}/api/notifications`, { headers: { authorization: `Bearer ${token.access_token}` } });
      const types = ((await list.json()) as { data: { type: string }[] }).data.map((n) => n.type).sort();
      expect(types).toEqual(['CommentedPost', 'FriendAccept', 'FriendRequest', 'LikedPost']);
      expect(app.output()).not.toMatch(/No handler/);
    } finally {
      await stop(app);
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 180_000);

  it('says why when it cannot reach its database, and exits 1', async () => {
    const closed = await unusedPort();
    const app = startMainProcess({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/plaza`,
      REDIS_URL: '',
      PORT: String(await unusedPort()),
      DATA_DIR: dataDir,
      DB_CONNECT_TIMEOUT_MS: '1000',
    });
    try {
      expect((await app.exited).code).toBe(1);
      expect(app.output()).toMatch(/"level":50.*ECONNREFUSED 127\.0\.0\.1:\d+/);
    } finally {
      await stop(app);
    }
  }, 60_000);
});
