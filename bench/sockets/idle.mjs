/**
 * What an idle connected member costs the server: heap and RSS with 1k, 5k and 10k members
 * connected over Socket.IO (authenticated, in their rooms, presence online), after a full GC,
 * against the same process with no socket; and whether heartbeats and presence stay on time.
 *
 *   npm run build -w backend && node bench/sockets/idle.mjs [--steps 1000,5000,10000] [--hold 45]
 *
 * A database of its own (DATABASE_URL's server, else embedded), the backend build with
 * --expose-gc and a probe preloaded (heap-probe.cjs), members with ~20 friends each written in
 * SQL. At each step the sockets are opened (websocket transport, 200 at a time), held `--hold`
 * seconds (the server pings every 20 s), then measured. Goals (issue 30): ≤ 20 KB of heap per idle
 * member, 10,000 sockets within 600 MB RSS, no socket dropped and every ping on time. The client
 * sockets live in this process; `ulimit -n` must allow the largest step twice over.
 * `--snapshots <dir>` also writes a heap snapshot at the baseline and at each step there.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { io } from 'socket.io-client';
import { accessToken, benchDatabase, log, markdownTable, newSecrets, runMain, saveResults, sleep, startBackend, usage, withClient } from '../lib/harness.mjs';
import { seedSocial } from '../lib/seed.mjs';

const { values: opts } = parseArgs({
  options: {
    steps: { type: 'string', default: '1000,5000,10000' },
    hold: { type: 'string', default: '45' },
    snapshots: { type: 'string' },
    'keep-db': { type: 'boolean', default: false },
    'no-save': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  process.stdout.write(usage(new URL(import.meta.url).pathname));
  process.exit(0);
}
const STEPS = opts.steps.split(',').map(Number).filter((n) => n > 0).sort((a, b) => a - b);
const HOLD_MS = Number(opts.hold) * 1000;
const PING_INTERVAL_MS = 20_000;
const KB = 1024;
const MB = 1024 * 1024;

/** Asks the preloaded probe for `type` ('heap': the memory after a full GC; 'snapshot'). */
function probe(app, type, extra = {}) {
  return new Promise((resolve) => {
    const answer = (message) => {
      if (message?.type === type) {
        app.child.off('message', answer);
        resolve(message);
      }
    };
    app.child.on('message', answer);
    app.child.send({ type, ...extra });
  });
}

async function heapOf(app, label) {
  if (opts.snapshots) {
    log(`snapshot ${(await probe(app, 'snapshot', { file: `${opts.snapshots}/heap-${label}.heapsnapshot` })).file}`);
  }
  return probe(app, 'heap');
}

function open(url, token, pings) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true, timeout: 30_000 });
    // Gaps between two pings of the server (the first ping only starts the clock).
    let last;
    socket.io.on('ping', () => {
      const now = performance.now();
      if (last !== undefined) {
        pings.push(now - last);
      }
      last = now;
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(new Error(`socket refused: ${error.message}`)));
  });
}

await runMain(async () => {
  const top = STEPS.at(-1);
  const secrets = newSecrets();
  const db = await benchDatabase('sockets', top, opts['keep-db']);
  const app = await startBackend({ databaseUrl: db.url, secrets, nodeArgs: ['--expose-gc'], preload: [new URL('./heap-probe.cjs', import.meta.url).pathname] });
  if (!db.reused) {
    await seedSocial(db.url, { members: top });
  }
  const sessions = await withClient(db.url, (c) => c.query('select distinct on (user_id) user_id, id from sessions order by user_id, id'));
  const tokens = sessions.rows.map((r) => accessToken(secrets.jwt, r.user_id, r.id));

  // A few connections first, so what the first socket loads once (modules, caches) is in the baseline.
  const warm = await Promise.all(tokens.slice(0, 20).map((t) => open(app.url, t, [])));
  warm.forEach((s) => s.close());
  await sleep(3000);
  const base = await heapOf(app, 'base');
  log(`baseline: heap ${(base.heapUsed / MB).toFixed(1)} MB, RSS ${(base.rss / MB).toFixed(1)} MB`);

  const sockets = [];
  let dropped = 0;
  const rows = [];
  const report = { steps: [] };
  for (const step of STEPS) {
    const pings = [];
    const started = performance.now();
    while (sockets.length < step) {
      const batch = tokens.slice(sockets.length, Math.min(step, sockets.length + 200));
      const opened = await Promise.all(batch.map((t) => open(app.url, t, pings)));
      opened.forEach((s) => s.on('disconnect', () => (dropped += 1)));
      sockets.push(...opened);
    }
    const connectSeconds = (performance.now() - started) / 1000;
    pings.length = 0;
    await sleep(HOLD_MS);
    const heap = await heapOf(app, String(step));
    const live = performance.now();
    const health = await fetch(`${app.url}/api/health/live`).then((r) => r.status);
    const liveMs = performance.now() - live;
    const latePings = pings.filter((gap) => gap > PING_INTERVAL_MS + 2000).length;
    const perMember = (heap.heapUsed - base.heapUsed) / step;
    report.steps.push({ step, heap, connectSeconds, pings: pings.length, latePings, dropped, liveMs, health });
    rows.push([
      step.toLocaleString('en'),
      `${(heap.heapUsed / MB).toFixed(1)}`,
      `${(perMember / KB).toFixed(1)}`,
      `${(heap.rss / MB).toFixed(0)}`,
      `${((heap.rss - base.rss) / step / KB).toFixed(1)}`,
      connectSeconds.toFixed(1),
      `${pings.length} / ${latePings} late`,
      String(dropped),
      `${health} in ${liveMs.toFixed(1)} ms`,
    ]);
    log(`${step}: heap ${(heap.heapUsed / MB).toFixed(1)} MB (${(perMember / KB).toFixed(1)} KB per member), RSS ${(heap.rss / MB).toFixed(0)} MB`);
  }
  sockets.forEach((s) => s.close());
  console.log(`Baseline (no socket, after GC): heap ${(base.heapUsed / MB).toFixed(1)} MB, RSS ${(base.rss / MB).toFixed(0)} MB\n`);
  console.log(markdownTable(['sockets', 'heap MB', 'heap KB/member', 'RSS MB', 'RSS KB/member', 'connect s', 'pings / late', 'dropped', 'liveness'], rows));
  if (!opts['no-save']) {
    log(`saved ${await saveResults('sockets-idle', { base, ...report })}`);
  }
  return dropped === 0 ? 0 : 2;
}, 1800);
