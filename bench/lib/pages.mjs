/**
 * The pages a member meets first, as the page benchmarks open them: the built app started as
 * `npm start` runs it (embedded PostgreSQL, the demo community), and who looks at each page.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { cleanups, freePort, log, ROOT, sleep } from './harness.mjs';

export const DEMO_PASSWORD = 'Plaza!2026';

/** Starts the built app on a free port and a fresh DATA_DIR; `env` adds settings (FRONTEND_DIST). */
export async function startDemoApp(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'plaza-pages-'));
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (up) {
      return url;
    }
    await sleep(200);
  }
  throw new Error('the app did not start within 120 s');
}

async function api(base, method, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) {
    throw new Error(`${method} ${path}: ${res.status}`);
  }
  return res.json();
}

const signIn = (base, email) => api(base, 'POST', '/api/auth/login', undefined, { email, password: DEMO_PASSWORD });

/**
 * The seven pages, each with its session (null: a visitor) and whether it is public: the landing
 * page and sign-in as a visitor; the home feed, the marketplace, a listing and a chat as Ana; the
 * console's dashboard as the moderator. `only`: a comma-separated list of names.
 */
export async function demoPages(base, only) {
  const ana = await signIn(base, 'ana@plaza.local');
  const moderator = await signIn(base, 'moderator@plaza.local');
  const listing = (await api(base, 'GET', '/api/marketplaces?take=1', ana.token.access_token)).data[0];
  const chat = (await api(base, 'GET', '/api/chats', ana.token.access_token)).data[0];
  return [
    { name: 'landing', path: '/', session: null, public: true },
    { name: 'sign-in', path: '/login', session: null, public: true },
    { name: 'feed', path: '/', session: ana, public: false },
    { name: 'marketplace', path: '/marketplaces', session: null, public: true },
    { name: 'listing', path: `/marketplaces/${listing.id}`, session: null, public: true },
    { name: 'chat', path: `/show_chat/${chat.id}`, session: ana, public: false },
    { name: 'console', path: '/admin', session: moderator, public: false },
  ].filter((page) => !only || only.split(',').includes(page.name));
}

/** Puts `session` (or none) in a page's localStorage under the app's own keys. */
export function storeSession(session) {
  localStorage.clear();
  if (session) {
    localStorage.setItem('user', JSON.stringify(session.user));
    localStorage.setItem('access_token', session.token.access_token);
    localStorage.setItem('refresh_token', session.token.refresh_token);
  }
}

/** Builds the frontend with `env` (a diagnostic build) into a temporary folder, removed at exit. */
export async function buildFrontendWith(env, what) {
  const dist = mkdtempSync(join(os.tmpdir(), 'plaza-build-'));
  cleanups.push(() => rmSync(dist, { recursive: true, force: true }));
  log(`building the app ${what} into ${dist}`);
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: join(ROOT, 'frontend'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) {
    throw new Error(`the build ${what} failed (exit ${code})`);
  }
  return dist;
}

/** A phone-sized tab with `page`'s session, at `cpu` times CPU slowdown, before it loads the page. */
export async function throttledTab(browser, base, page, cpu) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const tab = await context.newPage();
  await tab.goto(`${base}/api/health`);
  await tab.evaluate(storeSession, page.session);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { context, tab, cdp };
}
