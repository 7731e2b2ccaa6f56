import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { signUpBody } from './helpers/factories';
import { unusedPort } from './helpers/ports';
import { THROTTLE_OFF } from './helpers/test-app';

/**
 * The README's first command, `npm ci && npm start`, on its defaults: no DATABASE_URL, so the app
 * creates and starts its embedded PostgreSQL under DATA_DIR, which (unlike the machines' servers
 * the other suites use, on trust auth) asks for the password the app generated. The app runs as
 * `npm start` runs it (src/main.ts, in a process of its own). And a start that fails says why.
 */

interface Started {
  output: () => string;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
}

function startMain(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [resolve(__dirname, 'helpers/run-source.cjs'), resolve(__dirname, '../src/main.ts')], {
    env: {
      ...process.env,
      ...THROTTLE_OFF,
      NODE_OPTIONS: '',
      DATABASE_URL: '',
      REDIS_URL: '',
      HOST: '127.0.0.1',
      FRONTEND_DIST: '',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { output: () => output, exited, kill: (signal) => child.kill(signal) };
}

describe('npm start on its defaults (the embedded PostgreSQL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'plaza-test-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates its database, signs a member up and in, and stops with exit 0 on SIGTERM', async () => {
    const port = await unusedPort();
    const app = startMain({ PORT: String(port), DATA_DIR: dataDir });
    try {
      await new Promise<void>((ready, fail) => {
        const timer = setInterval(() => app.output().includes('Plaza is running') && (clearInterval(timer), ready()), 100);
        void app.exited.then(() => (clearInterval(timer), fail(new Error(`the app stopped before it ran:\n${app.output()}`))));
      });
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
      expect(await app.exited).toBe(0);
      expect(app.output()).not.toMatch(/"level":50/);
    } finally {
      app.kill('SIGKILL');
    }
  }, 120_000);

  it('says why when it cannot reach its database, and exits 1', async () => {
    const closed = await unusedPort();
    const app = startMain({ PORT: String(await unusedPort()), DATA_DIR: dataDir, DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/plaza`, DB_CONNECT_TIMEOUT_MS: '1000' });
    try {
      expect(await app.exited).toBe(1);
      expect(app.output()).toMatch(/"level":50.*ECONNREFUSED 127\.0\.0\.1:\d+/);
    } finally {
      app.kill('SIGKILL');
    }
  }, 60_000);
});
