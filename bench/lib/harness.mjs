/**
 * What the benchmarks share: a database of their own, the backend started from a build, bare
 * servers in child processes, HTTP load with a microsecond histogram, and the CPU time a server
 * process spent per request (read from /proc, so other work on the machine barely moves it).
 * Everything started is stopped on the way out, also on Ctrl-C.
 */
import { fork, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { createHistogram, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BACKEND_MAIN = join(ROOT, 'backend', 'dist', 'main.js');
const EMBEDDED_PG = join(ROOT, 'backend', 'dist', 'database', 'embedded-postgres.js');
const PARENT_WATCH = join(ROOT, 'bench', 'lib', 'parent-watch.cjs');
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const log = (line) => process.stderr.write(`${line}\n`);

/** What to undo on the way out, newest first: servers, the database. */
export const cleanups = [];
let cleaning;
export function cleanup() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const step = cleanups.pop();
      try {
        await step();
      } catch (error) {
        log(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaning;
}
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
process.once('SIGTERM', () => void cleanup().finally(() => process.exit(143)));

/** Runs `main` with a time limit, always cleaning up; exits with its code. */
export async function runMain(main, limitSeconds) {
  const deadline = setTimeout(() => {
    log(`bench: time limit (${limitSeconds} s) reached, stopping`);
    void cleanup().finally(() => process.exit(1));
  }, limitSeconds * 1000);
  deadline.unref();
  let code = 1;
  try {
    code = await main();
  } catch (error) {
    log(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    clearTimeout(deadline);
    await cleanup();
  }
  process.exit(code);
}

/** The comment block at the top of a script, as its --help. */
export function usage(file) {
  const source = readFileSync(file, 'utf8');
  return `${source.slice(source.indexOf('/**') + 4, source.indexOf('*/')).replace(/^ \* ?/gm, '')}\n`;
}

/** An integer option: flag, else environment variable, else default. */
export function intOption(name, raw, fallback, min, max) {
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of the benchmark's own: a new one on DATABASE_URL's server (loopback only, dropped
 * at the end unless `keep`), else an embedded PostgreSQL in a temporary directory.
 */
export async function createDatabase(label, { name, keep = false } = {}) {
  const base = process.env.DATABASE_URL;
  if (base) {
    const url = new URL(base);
    if (!LOOPBACK.has(url.hostname)) {
      throw new Error(`DATABASE_URL must point at a loopback address for the benchmark, not ${url.hostname}`);
    }
    const database = name ?? `plaza_bench_${label}_${randomBytes(5).toString('hex')}`;
    const exists = await withClient(base, async (c) => (await c.query('select 1 from pg_database where datname = $1', [database])).rowCount > 0);
    if (!exists) {
      await withClient(base, (c) => c.query(`create database "${database}"`));
    }
    if (!keep) {
      cleanups.push(() => withClient(base, (c) => c.query(`drop database if exists "${database}" with (force)`)));
    }
    url.pathname = `/${database}`;
    log(`database ${database} on DATABASE_URL's server${exists ? ' (reused)' : ''}`);
    return { url: url.toString(), reused: exists };
  }
  const require = createRequire(import.meta.url);
  const { startEmbeddedPostgres } = require(EMBEDDED_PG);
  const dir = mkdtempSync(join(os.tmpdir(), 'plaza-bench-pg-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const db = await startEmbeddedPostgres({ dir, password: label, database: 'plaza_bench', persistent: false, log: () => undefined });
  cleanups.push(() => db.stop());
  log(`embedded PostgreSQL in ${dir}`);
  return { url: db.url, reused: false };
}

/** A seeded database that `--keep-db` keeps (and reuses) as plaza_bench_<label>_<members>. */
export const benchDatabase = (label, members, keep) => createDatabase(label, keep ? { name: `plaza_bench_${label}_${members}`, keep: true } : {});

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Secrets for a backend the benchmark starts (tokens are signed with `jwt`). */
export const newSecrets = () => ({ jwt: randomBytes(32).toString('hex'), key: 'bench-key', secret: randomBytes(32).toString('hex') });

/**
 * Starts the backend build (`main`, default backend/dist/main.js) on a free loopback port and
 * waits for its liveness route. `preload` files are loaded first (`node -r`); the child has an
 * IPC channel, and ends when this process does.
 */
export async function startBackend({ databaseUrl, secrets, main = BACKEND_MAIN, env = {}, preload = [], nodeArgs = [], label = 'backend' }) {
  if (!existsSync(main)) {
    throw new Error(`${main} is missing: run \`npm run build -w backend\` first`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(os.tmpdir(), 'plaza-bench-data-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    REDIS_PREFIX: `plaza-bench-${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: secrets.jwt,
    PUSHER_APP_KEY: secrets.key,
    PUSHER_APP_SECRET: secrets.secret,
    FRONTEND_DIST: '',
    SEED_DEMO: 'false',
    APP_ROLE: 'all',
    ...env,
  };
  const args = [...nodeArgs, '-r', PARENT_WATCH, ...preload.flatMap((file) => ['-r', file]), main];
  const child = spawn(process.execPath, args, { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const tail = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      tail.push(line);
      if (tail.length > 40) {
        tail.shift();
      }
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exit, sleep(20_000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exit;
      }
    }
  };
  cleanups.push(stop);
  const until = performance.now() + 120_000;
  while (performance.now() < until) {
    if (exited) {
      throw new Error(`${label} exited during start-up:\n${tail.join('\n')}`);
    }
    const ok = await fetch(`${url}/api/health/live`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) {
      return { url, pid: child.pid, child, stop, tail: () => tail.slice(-10) };
    }
    await sleep(250);
  }
  throw new Error(`${label} did not answer /api/health/live within 120 s:\n${tail.join('\n')}`);
}

/**
 * Starts `script` with `args` as a child process that answers `{ port }` on its IPC channel once
 * it listens, and ends when the channel closes.
 */
export async function startChild(script, args = [], env = {}) {
  const child = fork(script, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, ...env } });
  const exit = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.connected) {
      child.disconnect();
    }
    await Promise.race([exit, sleep(5000).then(() => child.kill('SIGKILL'))]);
  };
  cleanups.push(stop);
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 30 s`)), 30_000);
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve(m.port);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, child, stop };
}

/** A signed HS256 JWT, as the backend's TokensService issues them ({ sub, sid }). */
export function accessToken(secret, userId, sessionId) {
  const part = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: userId, sid: sessionId, iat: now, exp: now + 4 * 3600 })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) process `pid` has used so far; NaN where /proc is not there. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** CPU seconds used so far by every process named `postgres` on this machine (NaN without /proc). */
export function postgresCpuSeconds() {
  let total = 0;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) {
        continue;
      }
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') {
          continue;
        }
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // With the children it reaped (connections that ended meanwhile count in the postmaster's).
        total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
      } catch {
        /* gone meanwhile */
      }
    }
  } catch {
    return Number.NaN;
  }
  return total;
}

/**
 * Loads `url` with autocannon (warm-up, then measured) and returns requests/s, latency
 * percentiles in ms (from a microsecond histogram: autocannon's own has 1 ms steps) and, when
 * `pid` is given, that process's CPU time per request in microseconds.
 */
export async function load({ url, headers = {}, duration, warmup, connections, pid }) {
  const { default: autocannon } = await import('autocannon');
  const settings = { url, headers, connections, pipelining: 1, timeout: 10 };
  if (warmup > 0) {
    await autocannon({ ...settings, duration: warmup });
  }
  const latency = createHistogram();
  const cpuBefore = pid ? cpuSeconds(pid) : NaN;
  const instance = autocannon({ ...settings, duration });
  instance.on('response', (_client, _status, _bytes, responseTimeMs) => {
    latency.record(Math.max(1, Math.round(responseTimeMs * 1000)));
  });
  const result = await instance;
  const cpu = pid ? cpuSeconds(pid) - cpuBefore : NaN;
  const total = result.requests.total;
  return {
    rps: result.requests.average,
    p50: latency.percentile(50) / 1000,
    p99: latency.percentile(99) / 1000,
    requests: total,
    cpu_us_per_request: total > 0 ? (cpu * 1e6) / total : NaN,
    errors: result.errors,
    non2xx: result.non2xx,
    bytes_per_response: total > 0 ? result.throughput.total / total : 0,
  };
}

/**
 * Open-loop load: requests to `url` sent on a fixed schedule, `rate` per second evenly spaced,
 * whatever the answers do (at most `sockets` keep-alive connections; beyond them requests wait
 * for one, and that wait counts). Latency runs from each request's scheduled time, not from when
 * a connection was free, so a server that falls behind shows it in full (no coordinated
 * omission, which autocannon's `overallRate` has: each of its connections sends its share of a
 * second back to back). The first `warmup` seconds are not measured. Returns, for the requests
 * scheduled in the measured `duration`: p50/p99 in ms, answers per second, the server `pid`'s CPU
 * µs per request, errors and non-2xx answers.
 */
export async function loadAtRate({ url, headers = {}, rate, duration, warmup = 0, sockets = 256, pid, drainMs = 10_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const target = new URL(url);
  const options = { host: target.hostname, port: target.port, path: target.pathname + target.search, headers, agent };
  const latency = createHistogram();
  const interval = 1000 / rate;
  const t0 = performance.now() + 10;
  const from = t0 + warmup * 1000;
  const until = from + duration * 1000;
  const total = Math.floor((until - t0) / interval);
  const counts = { measured: 0, answered: 0, errors: 0, non2xx: 0, bytes: 0, duringCpu: 0 };
  let outstanding = 0;
  let cpuFrom = NaN;
  let cpuUntil = NaN;
  let cpuWindow = false;
  let drained;
  const settle = () => {
    outstanding -= 1;
    if (outstanding === 0) {
      drained?.();
    }
  };
  const fire = (scheduled) => {
    const measured = scheduled >= from && scheduled < until;
    counts.measured += measured ? 1 : 0;
    outstanding += 1;
    const req = http.request(options, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => {
        counts.duringCpu += cpuWindow ? 1 : 0;
        if (measured) {
          latency.record(Math.max(1, Math.round((performance.now() - scheduled) * 1000)));
          counts.answered += 1;
          counts.bytes += bytes;
          counts.non2xx += res.statusCode >= 200 && res.statusCode < 300 ? 0 : 1;
        }
        settle();
      });
    });
    req.on('error', () => {
      counts.errors += measured ? 1 : 0;
      settle();
    });
    req.end();
  };
  await new Promise((resolve) => {
    let i = 0;
    const tick = () => {
      const now = performance.now();
      if (!cpuWindow && Number.isNaN(cpuFrom) && now >= from) {
        cpuFrom = pid ? cpuSeconds(pid) : NaN;
        cpuWindow = true;
      }
      while (i < total && t0 + i * interval <= now) {
        fire(t0 + i * interval);
        i += 1;
      }
      if (i < total) {
        setTimeout(tick, Math.max(0, t0 + i * interval - now - 0.5));
      } else {
        setTimeout(() => {
          cpuUntil = pid ? cpuSeconds(pid) : NaN;
          cpuWindow = false;
          resolve();
        }, Math.max(0, until - performance.now()));
      }
    };
    setTimeout(tick, Math.max(0, t0 - performance.now()));
  });
  if (outstanding > 0) {
    await Promise.race([new Promise((resolve) => (drained = resolve)), sleep(drainMs)]);
  }
  agent.destroy();
  const lost = counts.measured - counts.answered - counts.errors;
  return {
    rate,
    rps: counts.answered / duration,
    p50: counts.answered ? latency.percentile(50) / 1000 : NaN,
    p99: counts.answered ? latency.percentile(99) / 1000 : NaN,
    requests: counts.measured,
    cpu_us_per_request: counts.duringCpu > 0 ? ((cpuUntil - cpuFrom) * 1e6) / counts.duringCpu : NaN,
    errors: counts.errors + lost,
    non2xx: counts.non2xx,
    bytes_per_response: counts.answered ? counts.bytes / counts.answered : 0,
  };
}

/**
 * The highest request rate `url` sustains with p99 within `budgetMs` (and no error): open-loop
 * steps (loadAtRate) bisecting between `low` and `high` requests/s, each step `duration` seconds
 * after `warmup` seconds at the same rate. The bisection stops after `steps` steps, or earlier
 * once the rate found and the lowest rate that missed are within `precision` (a fraction of the
 * rate found, e.g. 0.03) of each other. When no step up to `high` misses, it goes on upwards to
 * the first miss and bisects below it the same way. The miss that ends the search is tried
 * again; if it is within the budget then, the search goes on above it. Returns that rate's step (or a rate of 0 when even a
 * quarter of `low` misses the budget), `missed_at` (the rate just above it that missed, the
 * bisection's upper bound; null when none did), and every step tried.
 */
export async function highestRateWithin({ budgetMs, low, high, steps, precision = 0, onStep = () => {}, ...loadOptions }) {
  const within = (r) => r.errors === 0 && r.non2xx === 0 && r.p99 <= budgetMs;
  const tried = [];
  const step = async (rate) => {
    const r = await loadAtRate({ ...loadOptions, rate: Math.round(rate) });
    tried.push(r);
    onStep(r, within(r));
    return r;
  };
  // A miss at `low` may be a cold start (JIT, new connections): try lower twice before giving up.
  let lo = low;
  let best = await step(lo);
  for (let retry = 0; retry < 2 && !within(best); retry += 1) {
    lo /= 2;
    best = await step(lo);
  }
  if (!within(best)) {
    return { ...best, rate: 0, sustained: false, missed_at: low, tried };
  }
  // Bisect between the highest rate within and the lowest rate that missed (or `high`, not
  // tried yet), until they are within `precision` of each other or `steps` steps are spent.
  let hi = high;
  let missed = false;
  const bisect = async (budget) => {
    for (let k = 0; k < budget && hi - best.rate > precision * best.rate; k += 1) {
      const r = await step((best.rate + hi) / 2);
      if (within(r)) {
        best = r;
      } else {
        hi = r.rate;
        missed = true;
      }
    }
  };
  await bisect(steps);
  // Every step within the budget: `high` (from a closed-loop probe) was too low. Go on upwards
  // (× 1.2 a step, at most 3) to the first miss, then bisect below it as far as before.
  if (!missed) {
    for (let more = 0; more < 3; more += 1) {
      const r = await step(best.rate * 1.2);
      if (!within(r)) {
        hi = r.rate;
        missed = true;
        await bisect(steps);
        break;
      }
      best = r;
    }
  }
  // The miss that ends the search is tried once more: one stall (a GC, a checkpoint, another
  // process) at an early step would otherwise cap the search below it for good. If it is within
  // now, the search goes on above it, up to the lowest other miss above (or 1.2 × it), at most
  // twice.
  for (let again = 0; again < 2 && missed; again += 1) {
    const r = await step(hi);
    if (!within(r)) {
      break;
    }
    best = r;
    const above = tried.filter((t) => !within(t) && t.rate > r.rate).map((t) => t.rate);
    missed = above.length > 0;
    hi = missed ? Math.min(...above) : r.rate * 1.2;
    await bisect(steps);
  }
  return { ...best, sustained: true, missed_at: missed ? hi : null, tried };
}

/**
 * The targets in a different order each round (rotated), so none is always measured first or
 * last: on a loaded machine the load changes from minute to minute.
 */
export const rotated = (targets, round) => targets.map((_, i) => targets[(i + round) % targets.length]);

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) {
    return NaN;
  }
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    model: cpus[0]?.model?.trim(),
    memory_gib: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    load_average: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

/** A Markdown table (first column left-aligned, the others right-aligned). */
export function markdownTable(header, rows) {
  const table = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, c) => Math.max(...table.map((line) => line[c].length)));
  const format = (line) => `| ${line.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(' | ')} |`;
  return [format(table[0]), `| ${widths.map((w, c) => (c === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`, ...table.slice(1).map(format)].join('\n');
}

/** Writes `report` to bench/results/<name>-<date>.json; returns the path. */
export async function saveResults(name, report) {
  const dir = join(ROOT, 'bench', 'results');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), ...report }, null, 2)}\n`);
  return file;
}
