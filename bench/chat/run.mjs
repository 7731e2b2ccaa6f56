#!/usr/bin/env node
/**
 * Chat delivery: how long a chat message takes from `POST /api/chats/{id}/messages` to the
 * recipient's `chats.message` event, under a steady send rate with many connected sockets, and
 * whether every message arrives exactly once. The same load then goes through a bare Socket.IO
 * relay (no database, no auth; relay.mjs) in the same run: the baseline.
 *
 * The script starts everything itself, on loopback addresses only: a database of its own (on
 * DATABASE_URL's server, else an embedded PostgreSQL in a temporary directory), one backend
 * (`node backend/dist/main.js`, LOG_LEVEL=warn, on a free port), members, sessions and chats
 * written in SQL with access tokens signed here, then the sockets. Build the backend first:
 *
 *   npm run build -w backend
 *   node bench/chat/run.mjs                       # 500 chats, 1,000 sockets, 200 msg/s, 30 s
 *   node bench/chat/run.mjs --rate 300 --duration 10
 *
 * Options (flag, or environment variable, or default):
 *   --chats          BENCH_CHAT_CHATS          500    chats; two members, two sockets each
 *   --rate           BENCH_CHAT_RATE           200    messages sent per second (open loop)
 *   --duration       BENCH_CHAT_DURATION       30     seconds measured per target
 *   --warmup         BENCH_CHAT_WARMUP         5      seconds of unmeasured load first (0: none)
 *   --grace          BENCH_CHAT_GRACE          5      seconds to wait for late deliveries
 *   --max-in-flight  BENCH_CHAT_MAX_IN_FLIGHT  256    sends awaiting an answer; beyond, a send is skipped
 *   --target         BENCH_CHAT_TARGET         both   app, relay or both
 *   --client         BENCH_CHAT_CLIENT         socket.io  the backend's clients: socket.io, pusher (pusher-js
 *                                                    over Plaza's Pusher protocol server) or both (one run each)
 *   --redis                                           give the backend REDIS_URL (default: none)
 *   --instances      BENCH_CHAT_INSTANCES      1      backend processes on the same database; 2 needs REDIS_URL (the
 *                                                    Redis adapter): members' sockets alternate between them, each
 *                                                    send goes to its sender's instance, so every delivery crosses
 *   --scale                                           the database as Plaza scales out: a primary, a streaming replica
 *                                                    and PgBouncer (transaction mode) started here from Debian's binaries
 *                                                    (backend/test/helpers/pg-cluster.ts); the backends query through
 *                                                    PgBouncer, LISTEN on the primary, read from the replica
 *   --baseline       BENCH_CHAT_BASELINE              another build's backend/dist/main.js, run first with the same
 *                                                    load (A/B in one run)
 *   --node-options   BENCH_CHAT_NODE_OPTIONS          node flags for the backend (e.g. "--node-options=--max-semi-space-size=32",
 *                                                    "--cpu-prof --cpu-prof-dir=/tmp/prof", "--trace-gc")
 *   --baseline-node-options                           node flags for the baseline's backend instead (default: the same);
 *                                                    with --baseline backend/dist/main.js, an A/B of flags alone
 *   --backend-log    BENCH_CHAT_BACKEND_LOG           append the backend's output (e.g. --trace-gc lines) to this file
 *   --no-save                                         do not write bench/results/chat-<date>.json
 *
 * Exit codes: 0 done; 1 bad options or setup failed (or the time limit hit); 2 the figures were
 * printed but a target lost, duplicated or failed messages (or skipped sends, or dropped sockets).
 */
import { fork, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import Pusher from 'pusher-js';
import { io } from 'socket.io-client';
import { postgresCpuSeconds } from '../lib/harness.mjs';
import { loadPgCluster } from '../lib/pg-cluster.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const BACKEND_MAIN = join(ROOT, 'backend', 'dist', 'main.js');
const EMBEDDED_PG = join(ROOT, 'backend', 'dist', 'database', 'embedded-postgres.js');
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const GOAL_P99_MS = 50;
const CONNECT_CONCURRENCY = 50;
const HTTP_TIMEOUT_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => process.stderr.write(`${line}\n`);

/** What to undo on the way out, newest first: sockets, servers, the database. */
const cleanups = [];
/** With --scale: the primary, replica and PgBouncer every target's database lives on. */
let cluster;
let cleaning;
function cleanup() {
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

function readOptions() {
  const { values } = parseArgs({
    options: {
      chats: { type: 'string' },
      rate: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      grace: { type: 'string' },
      'max-in-flight': { type: 'string' },
      target: { type: 'string' },
      client: { type: 'string' },
      redis: { type: 'boolean', default: false },
      instances: { type: 'string' },
      scale: { type: 'boolean', default: false },
      baseline: { type: 'string' },
      'node-options': { type: 'string' },
      'baseline-node-options': { type: 'string' },
      'backend-log': { type: 'string' },
      'no-save': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const env = process.env;
  const number = (name, raw, fallback, min, max) => {
    const value = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
    }
    return value;
  };
  const target = values.target ?? env.BENCH_CHAT_TARGET ?? 'both';
  if (!['app', 'relay', 'both'].includes(target)) {
    throw new Error(`--target must be app, relay or both, got "${target}"`);
  }
  const client = values.client ?? env.BENCH_CHAT_CLIENT ?? 'socket.io';
  if (!['socket.io', 'pusher', 'both'].includes(client)) {
    throw new Error(`--client must be socket.io, pusher or both, got "${client}"`);
  }
  if (values.redis && !env.REDIS_URL) {
    throw new Error('--redis needs REDIS_URL');
  }
  const instances = number('--instances', values.instances ?? env.BENCH_CHAT_INSTANCES, 1, 1, 2);
  if (instances > 1 && !env.REDIS_URL) {
    throw new Error('--instances 2 needs REDIS_URL (the instances reach each other through the Redis adapter)');
  }
  const baseline = values.baseline ?? env.BENCH_CHAT_BASELINE ?? '';
  if (baseline && !existsSync(baseline)) {
    throw new Error(`--baseline: ${baseline} does not exist`);
  }
  const flags = (text) => text.split(/\s+/).filter(Boolean);
  const nodeOptions = flags(values['node-options'] ?? env.BENCH_CHAT_NODE_OPTIONS ?? '');
  const baselineOptions = values['baseline-node-options'] === undefined ? nodeOptions : flags(values['baseline-node-options']);
  // The baseline build first, then this one, for each client kind; then the relay.
  const current = { main: BACKEND_MAIN, label: '', nodeOptions };
  const builds = baseline ? [{ main: baseline, label: 'before', nodeOptions: baselineOptions }, current] : [current];
  return {
    help: values.help,
    chats: number('--chats', values.chats ?? env.BENCH_CHAT_CHATS, 500, 1, 5000),
    rate: number('--rate', values.rate ?? env.BENCH_CHAT_RATE, 200, 1, 5000),
    duration: number('--duration', values.duration ?? env.BENCH_CHAT_DURATION, 30, 1, 600),
    warmup: number('--warmup', values.warmup ?? env.BENCH_CHAT_WARMUP, 5, 0, 120),
    grace: number('--grace', values.grace ?? env.BENCH_CHAT_GRACE, 5, 1, 60),
    maxInFlight: number('--max-in-flight', values['max-in-flight'] ?? env.BENCH_CHAT_MAX_IN_FLIGHT, 256, 1, 10_000),
    // The backend once per client kind, then the relay.
    targets: (target === 'both' ? ['app', 'relay'] : [target]).flatMap((kind) =>
      kind === 'app'
        ? builds.flatMap((build) => (client === 'both' ? ['socket.io', 'pusher'] : [client]).map((c) => ({ kind, client: c, ...build })))
        : [{ kind }],
    ),
    redis: values.redis || instances > 1,
    instances,
    scale: values.scale,
    nodeOptions,
    baselineOptions,
    backendLog: values['backend-log'] ?? env.BENCH_CHAT_BACKEND_LOG ?? '',
    save: !values['no-save'],
  };
}

async function main() {
  let opts;
  try {
    opts = readOptions();
  } catch (error) {
    log(`bench: ${error.message} (see --help)`);
    return 1;
  }
  if (opts.help) {
    const source = readFileSync(fileURLToPath(import.meta.url), 'utf8');
    process.stdout.write(`${source.slice(source.indexOf('/**') + 4, source.indexOf('*/')).replace(/^ \* ?/gm, '')}\n`);
    return 0;
  }
  if (opts.targets.some((t) => t.kind === 'app' && !existsSync(t.main))) {
    log('bench: backend/dist/main.js is missing: run `npm run build -w backend` first');
    return 1;
  }
  // However it goes, the run stops: setup, both targets, their grace periods, teardown.
  const limitMs = (240 + opts.targets.length * (opts.warmup + opts.duration + opts.grace + 120)) * 1000;
  const deadline = setTimeout(() => {
    log(`bench: time limit (${Math.round(limitMs / 1000)} s) reached, stopping`);
    void cleanup().finally(() => process.exit(1));
  }, limitMs);
  deadline.unref();

  if (opts.scale) {
    cluster = await loadPgCluster().startPgCluster();
    cleanups.push(() => cluster.stop());
    log(`primary ${cluster.primaryUrl()}, replica ${cluster.replicaUrl()}, PgBouncer (transaction mode) ${cluster.bouncerUrl()}`);
  }
  opts.loadAtStart = os.loadavg().map(round1);
  const results = [];
  for (const target of opts.targets) {
    log(`\n== ${target.kind === 'app' ? appName(opts, target) : 'bare Socket.IO relay'} ==`);
    const mark = cleanups.length;
    try {
      results.push(target.kind === 'app' ? await runApp(opts, target) : await runRelay(opts));
    } finally {
      // Tear this target down before the next one runs, so they never share the CPU.
      const mine = cleanups.splice(mark);
      while (mine.length) {
        await mine.pop()().catch((error) => log(`cleanup: ${error.message}`));
      }
    }
  }
  clearTimeout(deadline);

  const report = renderReport(opts, results);
  process.stdout.write(`\n${report}\n`);
  if (opts.save) {
    const dir = join(ROOT, 'bench', 'results');
    await mkdir(dir, { recursive: true });
    const file = join(dir, `chat-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    await writeFile(file, `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), options: opts, results }, null, 2)}\n`);
    log(`raw figures: ${relative(process.cwd(), file)}`);
  }
  const clean = results.every((r) => r.lost === 0 && r.duplicates === 0 && r.errors === 0 && r.skipped === 0 && r.disconnects === 0);
  return clean ? 0 : 2;
}

// ---------------------------------------------------------------------------------------------
// Targets

const appName = (opts, { client, label }) =>
  [
    'Plaza backend',
    opts.instances > 1 ? `${opts.instances} instances` : '',
    opts.scale ? 'PgBouncer + replica' : '',
    client === 'pusher' ? 'pusher-js' : '',
    label,
  ]
    .filter(Boolean)
    .join(', ');

async function runApp(opts, target) {
  const { client } = target;
  const databaseUrl = await createDatabase();
  const secrets = { jwt: randomBytes(32).toString('hex'), key: 'bench-key', secret: randomBytes(32).toString('hex') };
  // One after the other: the first runs the migrations. With two, they share the Redis prefix.
  const prefix = `plaza-bench-chat-${randomBytes(4).toString('hex')}`;
  const backends = [];
  for (let i = 0; i < opts.instances; i++) {
    backends.push(await startBackend(opts, databaseUrl, secrets, target, prefix));
  }
  if (opts.redis) {
    cleanups.push(() => dropRedisKeys(prefix));
  }
  log(`backend on ${backends.map((b) => b.url).join(' and ')}; writing ${opts.chats * 2} members and ${opts.chats} chats`);
  const { members, chats } = await seed(databaseUrl, opts.chats, secrets.jwt);
  // Member i on instance i mod n: the two members of a chat are on different instances, and a
  // send goes to its sender's, so with two instances every delivery crosses through Redis.
  const backendOf = (member) => backends[member.index % backends.length];

  const channelsOf = (member) => [`private-user.${member.id}`, `private-chats.${chats[member.chat].id}`];
  const connectOne = async (member) => {
    if (client === 'pusher') {
      return openPusher(backendOf(member).url, secrets.key, member.token, channelsOf(member));
    }
    const socket = await openSocket(backendOf(member).url, { token: member.token });
    for (const channel of channelsOf(member)) {
      const res = await request(backendOf(member).url, 'POST', '/api/broadcasting/auth', { socket_id: socket.id, channel_name: channel }, member.token);
      if (res.status !== 200) {
        throw new Error(`channel auth for ${channel}: ${res.status} ${res.text.slice(0, 200)}`);
      }
      const ack = await socket.timeout(10_000).emitWithAck('subscribe', { channel, auth: res.json.auth });
      if (!ack?.ok) {
        throw new Error(`subscribe to ${channel} refused: ${JSON.stringify(ack)}`);
      }
    }
    return socket;
  };
  const send = (k, chat, from, phase) =>
    request(backendOf(from).url, 'POST', `/api/chats/${chat.id}/messages`, { message: `bench message ${k} of ${phase}`, client_id: `${phase}-${k}` }, from.token);
  const cpuBefore = backends.map((b) => cpuSeconds(b.pid));
  const result = await drive(opts, appName(opts, target), members, chats, connectOne, send, () => backends.map((b) => cpuSeconds(b.pid)));
  result.app = true;
  result.main = relative(ROOT, target.main);
  result.backendWarnings = mergeWarnings(backends.map((b) => b.warnings()));
  result.backend_cpu_s_total = round1(backends.reduce((sum, b, i) => sum + cpuSeconds(b.pid) - cpuBefore[i], 0));
  return result;
}

async function runRelay(opts) {
  const relay = await startRelay();
  log(`relay on ${relay.url}`);
  // The relay knows nothing of members: the same shape of chats and members, made up here.
  const chats = Array.from({ length: opts.chats }, (_, i) => ({ id: i + 1, one: 2 * i, two: 2 * i + 1 }));
  const members = Array.from({ length: opts.chats * 2 }, (_, i) => ({ index: i, id: i + 1, chat: Math.floor(i / 2) }));
  const connectOne = async (member) => {
    const socket = await openSocket(relay.url, {});
    for (const channel of [`private-user.${member.id}`, `private-chats.${chats[member.chat].id}`]) {
      await socket.timeout(10_000).emitWithAck('subscribe', { channel });
    }
    return socket;
  };
  const send = (k, chat, from, phase) =>
    request(relay.url, 'POST', '/send', {
      channel: `private-chats.${chat.id}`,
      message: { id: k, chat_id: chat.id, message: `bench message ${k} of ${phase}`, type: from.index === chat.one ? 1 : 2, user_id: from.id, client_id: `${phase}-${k}` },
    });
  return drive(opts, 'bare Socket.IO relay', members, chats, connectOne, send, () => [cpuSeconds(relay.pid)]);
}

/**
 * Connects every member's socket, then sends at a steady rate (warm-up, then measured), each
 * message from one member of a chat to the other in turn, and records when the recipient's
 * socket gets it.
 */
async function drive(opts, name, members, chats, connectOne, send, readCpu = () => []) {
  const tracked = new Map();
  let duplicates = 0;
  let disconnects = 0;
  let closing = false;
  const sockets = [];
  cleanups.push(async () => {
    closing = true;
    sockets.forEach((s) => s.close());
  });

  const started = performance.now();
  await pool(members, CONNECT_CONCURRENCY, async (member) => {
    const socket = await connectOne(member);
    sockets.push(socket);
    socket.on('disconnect', () => {
      if (!closing) {
        disconnects++;
      }
    });
    socket.on('chats.message', (payload) => {
      const at = performance.now();
      let message;
      try {
        message = JSON.parse(payload.message);
      } catch {
        return;
      }
      const entry = tracked.get(message.client_id);
      // The sender's own socket hears its message too: only the recipient's copy counts.
      if (!entry || entry.recipient !== member.index) {
        return;
      }
      entry.deliveries++;
      if (entry.deliveries === 1) {
        entry.deliveredAt = at;
      } else if (entry.phase === 'm') {
        duplicates++;
      }
    });
  });
  log(`${sockets.length} sockets connected and subscribed in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const phase = async (tag, seconds) => {
    const total = Math.round(seconds * opts.rate);
    const entries = [];
    let inFlight = 0;
    let skipped = 0;
    const pending = new Set();
    const start = performance.now();
    let k = 0;
    while (k < total) {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * opts.rate) + 1);
      for (; k < due; k++) {
        const chat = chats[k % chats.length];
        const round = Math.floor(k / chats.length);
        const from = members[round % 2 === 0 ? chat.one : chat.two];
        const to = members[round % 2 === 0 ? chat.two : chat.one];
        if (inFlight >= opts.maxInFlight) {
          skipped++;
          continue;
        }
        const entry = { phase: tag, recipient: to.index, sentAt: performance.now(), answeredAt: 0, status: 0, deliveries: 0, deliveredAt: 0 };
        tracked.set(`${tag}-${k}`, entry);
        entries.push(entry);
        inFlight++;
        const p = send(k, chat, from, tag)
          .then(
            (res) => {
              entry.status = res.status;
            },
            () => {
              entry.status = -1;
            },
          )
          .finally(() => {
            entry.answeredAt = performance.now();
            inFlight--;
            pending.delete(p);
          });
        pending.add(p);
      }
      await sleep(1);
    }
    const sendSeconds = (performance.now() - start) / 1000;
    await Promise.all([...pending]);
    return { entries, skipped, sendSeconds };
  };

  if (opts.warmup > 0) {
    log(`warm-up: ${opts.warmup} s at ${opts.rate} msg/s`);
    await phase('w', opts.warmup);
    await sleep(500);
  }
  log(`measuring: ${opts.duration} s at ${opts.rate} msg/s`);
  const cpuStart = readCpu();
  const pgStart = postgresCpuSeconds();
  const clientStart = process.cpuUsage();
  const { entries, skipped, sendSeconds } = await phase('m', opts.duration);
  const cpuEnd = readCpu();
  const pgSpent = postgresCpuSeconds() - pgStart;
  const clientUsage = process.cpuUsage(clientStart);
  const cpuSpent = cpuEnd.reduce((sum, v, i) => sum + v - cpuStart[i], 0);
  const perMessage = (seconds) => Math.round((seconds * 1000 * 100) / Math.max(1, entries.length)) / 100;
  const accepted = entries.filter((e) => e.status >= 200 && e.status < 300);
  const graceEnd = performance.now() + opts.grace * 1000;
  while (performance.now() < graceEnd && accepted.some((e) => e.deliveries === 0)) {
    await sleep(50);
  }
  await sleep(200); // a late duplicate would show here

  const latencies = accepted
    .filter((e) => e.deliveries > 0)
    .map((e) => e.deliveredAt - e.sentAt)
    .sort((a, b) => a - b);
  const answers = entries
    .filter((e) => e.answeredAt > 0)
    .map((e) => e.answeredAt - e.sentAt)
    .sort((a, b) => a - b);
  const firstSent = entries[0]?.sentAt ?? 0;
  const lastDelivered = Math.max(firstSent, ...accepted.map((e) => e.deliveredAt));
  return {
    target: name,
    sockets: sockets.length,
    offered_per_s: opts.rate,
    sent: entries.length,
    sent_per_s: round1(entries.length / sendSeconds),
    delivered: latencies.length,
    delivered_per_s: round1(latencies.length / ((lastDelivered - firstSent) / 1000 || 1)),
    lost: accepted.length - latencies.length,
    duplicates,
    errors: entries.length - accepted.length,
    error_statuses: countBy(entries.filter((e) => !(e.status >= 200 && e.status < 300)).map((e) => e.status)),
    skipped,
    disconnects,
    latency_ms: percentiles(latencies),
    http_ms: percentiles(answers),
    // CPU (user + system) of the backend process(es) over the measured sends, per message sent.
    cpu_ms_per_msg: cpuEnd.length ? perMessage(cpuSpent) : null,
    // Every local `postgres` process (the bench's connections; other databases' too, if busy), and this script.
    postgres_cpu_ms_per_msg: cpuEnd.length && Number.isFinite(pgSpent) ? perMessage(pgSpent) : null,
    client_cpu_ms_per_msg: perMessage((clientUsage.user + clientUsage.system) / 1e6),
    // Second by second, to tell a steady tail from a few stalls (a GC pause, an fsync, a neighbour).
    timeline: timeline(accepted.filter((e) => e.deliveries > 0), firstSent),
  };
}

// ---------------------------------------------------------------------------------------------
// Processes and data

async function createDatabase() {
  const tag = randomBytes(5).toString('hex');
  const base = cluster ? cluster.primaryUrl() : process.env.DATABASE_URL;
  if (base) {
    const url = new URL(base);
    if (!LOOPBACK.has(url.hostname)) {
      throw new Error(`DATABASE_URL must point at a loopback address for the benchmark, not ${url.hostname}`);
    }
    const name = `plaza_bench_chat_${tag}`;
    await withClient(base, (c) => c.query(`create database "${name}"`));
    cleanups.push(() => withClient(base, (c) => c.query(`drop database if exists "${name}" with (force)`)));
    url.pathname = `/${name}`;
    log(`database ${name} on DATABASE_URL's server`);
    return url.toString();
  }
  const require = createRequire(import.meta.url);
  const { startEmbeddedPostgres } = require(EMBEDDED_PG);
  const dir = mkdtempSync(join(os.tmpdir(), 'plaza-bench-pg-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const db = await startEmbeddedPostgres({ dir, password: tag, database: 'plaza_bench', persistent: false, log: () => undefined });
  cleanups.push(() => db.stop());
  log(`embedded PostgreSQL in ${dir}`);
  return db.url;
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The backend's settings for `databaseUrl` (a database on the cluster's primary) with --scale. */
function scaledDatabase(databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  return {
    DATABASE_URL: cluster.bouncerUrl(name),
    DATABASE_POOL_MODE: 'transaction',
    DATABASE_DIRECT_URL: cluster.primaryUrl(name),
    DATABASE_READ_URL: cluster.replicaUrl(name),
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startBackend(opts, databaseUrl, secrets, { main, nodeOptions }, prefix) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(os.tmpdir(), 'plaza-bench-data-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl,
    ...(cluster ? scaledDatabase(databaseUrl) : {}),
    REDIS_URL: opts.redis ? process.env.REDIS_URL : '',
    REDIS_PREFIX: prefix,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: secrets.jwt,
    PUSHER_APP_KEY: secrets.key,
    PUSHER_APP_SECRET: secrets.secret,
    FRONTEND_DIST: '',
    SEED_DEMO: 'false',
    APP_ROLE: 'all',
  };
  const args = [...nodeOptions, '-r', join(HERE, '..', 'lib', 'parent-watch.cjs'), main];
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const tail = [];
  let warnings = 0;
  const logFile = opts.backendLog ? createWriteStream(opts.backendLog, { flags: 'a' }) : undefined;
  if (logFile) {
    logFile.write(`== ${main} (pid ${child.pid}, ${args.join(' ')}) ==\n`);
    cleanups.push(() => new Promise((resolve) => logFile.end(resolve)));
  }
  const keep = (chunk) => {
    logFile?.write(chunk);
    // --trace-gc lines are the backend's output asked for, not warnings.
    for (const line of String(chunk).split('\n').filter((l) => l && !/^\[\d+:0x[0-9a-f]+\]/.test(l))) {
      tail.push(line);
      if (tail.length > 40) {
        tail.shift();
      }
      warnings++;
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
  cleanups.push(async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exit, sleep(20_000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exit;
      }
    }
  });
  const until = performance.now() + 90_000;
  while (performance.now() < until) {
    if (exited) {
      throw new Error(`the backend exited during start-up:\n${tail.join('\n')}`);
    }
    const res = await request(url, 'GET', '/api/health/live').catch(() => undefined);
    if (res?.status === 200) {
      return { url, pid: child.pid, warnings: () => ({ lines: warnings, last: tail.slice(-5) }) };
    }
    await sleep(250);
  }
  throw new Error(`the backend did not answer /api/health/live within 90 s:\n${tail.join('\n')}`);
}

async function startRelay() {
  const child = fork(join(HERE, 'relay.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exit = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.connected) {
      child.disconnect();
    }
    await Promise.race([exit, sleep(5000).then(() => child.kill('SIGKILL'))]);
  });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the relay did not start within 10 s')), 10_000);
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve(m.port);
    });
    child.once('exit', (code) => reject(new Error(`the relay exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid };
}

/** CPU seconds (user + system) the process has used so far (Linux /proc; NaN elsewhere). */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

function mergeWarnings(list) {
  return { lines: list.reduce((sum, w) => sum + w.lines, 0), last: list.flatMap((w) => w.last).slice(-5) };
}

/** Deletes the keys the backends wrote under their Redis prefix (throttling, queues). */
async function dropRedisKeys(prefix) {
  const require = createRequire(join(ROOT, 'backend', 'package.json'));
  const Redis = require('ioredis');
  const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) {
        await redis.del(...keys);
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A signed HS256 JWT, as the backend's TokensService issues them ({ sub, sid }). */
function accessToken(secret, userId, sessionId) {
  const part = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: userId, sid: sessionId, iat: now, exp: now + 4 * 3600 })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** Members (with sessions and tokens) and one chat per pair, written straight in SQL. */
async function seed(databaseUrl, chatCount, jwtSecret) {
  return withClient(databaseUrl, async (c) => {
    const users = await c.query(
      `insert into users (first_name, last_name, username, email, password_hash)
       select 'Bench', 'Member ' || g, 'bench_' || g, 'bench_' || g || '@bench.invalid', 'not-a-password-hash'
         from generate_series(1, $1::int) g
       returning id`,
      [chatCount * 2],
    );
    const ids = users.rows.map((r) => r.id).sort((a, b) => a - b);
    const sessions = await c.query(`insert into sessions (user_id, user_agent) select unnest($1::int[]), 'bench' returning id, user_id`, [ids]);
    const sessionOf = new Map(sessions.rows.map((r) => [r.user_id, r.id]));
    const ones = ids.filter((_, i) => i % 2 === 0);
    const twos = ids.filter((_, i) => i % 2 === 1);
    const chats = await c.query(`insert into chats (user_one_id, user_two_id) select unnest($1::int[]), unnest($2::int[]) returning id, user_one_id`, [ones, twos]);
    const chatOf = new Map(chats.rows.map((r) => [r.user_one_id, r.id]));
    const members = ids.map((id, index) => ({ index, id, chat: Math.floor(index / 2), token: accessToken(jwtSecret, id, sessionOf.get(id)) }));
    const list = ones.map((one, i) => ({ id: chatOf.get(one), one: 2 * i, two: 2 * i + 1 }));
    return { members, chats: list };
  });
}

function openSocket(url, auth) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false, forceNew: true, timeout: 20_000 });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(new Error(`socket refused: ${error.message}`));
    });
  });
}

/**
 * A pusher-js client (the real library) connected to the backend's Pusher protocol server and
 * subscribed to `channels`, with the same channel authorization as the Socket.IO clients; shaped
 * like a socket for `drive` (`on('chats.message' | 'disconnect')`, `close()`).
 */
async function openPusher(url, key, token, channels) {
  const { hostname, port } = new URL(url);
  const client = new Pusher(key, {
    cluster: 'eu',
    wsHost: hostname,
    wsPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        request(url, 'POST', '/api/broadcasting/auth', { socket_id: socketId, channel_name: channelName }, token).then(
          (res) => (res.status === 200 ? callback(null, res.json) : callback(new Error(`channel auth for ${channelName}: ${res.status} ${res.text.slice(0, 200)}`), null)),
          (error) => callback(error, null),
        );
      },
    },
  });
  const within = (promise, what) =>
    Promise.race([promise, sleep(20_000).then(() => Promise.reject(new Error(`pusher-js: ${what} took over 20 s`)))]);
  try {
    await within(
      new Promise((resolve, reject) => {
        client.connection.bind('connected', resolve);
        client.connection.bind('failed', () => reject(new Error('pusher-js could not connect')));
      }),
      'connecting',
    );
    const subscribed = await Promise.all(
      channels.map((name) =>
        within(
          new Promise((resolve, reject) => {
            const channel = client.subscribe(name);
            channel.bind('pusher:subscription_succeeded', () => resolve(channel));
            channel.bind('pusher:subscription_error', (error) => reject(new Error(`subscribe to ${name} refused: ${JSON.stringify(error)}`)));
          }),
          `subscribing to ${name}`,
        ),
      ),
    );
    return {
      on(event, handler) {
        if (event === 'disconnect') {
          client.connection.bind('state_change', ({ previous, current }) => previous === 'connected' && current !== 'connected' && handler());
        } else {
          subscribed.forEach((channel) => channel.bind(event, handler));
        }
      },
      close: () => client.disconnect(),
    };
  } catch (error) {
    client.disconnect();
    throw error;
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

/** One HTTP request on a keep-alive connection; JSON in and out; rejects after 10 s. */
function request(base, method, path, body, token) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json' };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (token) {
      headers.authorization = `Bearer ${token}`;
    }
    const req = http.request(`${base}${path}`, { method, headers, agent, timeout: HTTP_TIMEOUT_MS }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        let json;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, text, json });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `fn` over `items`, at most `size` at a time. */
async function pool(items, size, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      await fn(items[next++]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

// ---------------------------------------------------------------------------------------------
// Figures

const round1 = (n) => Math.round(n * 10) / 10;

function percentiles(sorted) {
  const at = (p) => (sorted.length ? round1(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]) : null);
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.length ? round1(sorted[sorted.length - 1]) : null, count: sorted.length };
}

function timeline(delivered, start) {
  const seconds = [];
  for (const e of delivered) {
    const i = Math.floor((e.sentAt - start) / 1000);
    (seconds[i] ??= []).push(e.deliveredAt - e.sentAt);
  }
  return Array.from(seconds, (list = [], second) => {
    const sorted = list.sort((a, b) => a - b);
    return { second, delivered: sorted.length, p99: percentiles(sorted).p99, max: percentiles(sorted).max };
  });
}

function countBy(values) {
  const out = {};
  for (const v of values) {
    out[v] = (out[v] ?? 0) + 1;
  }
  return out;
}

function machine() {
  const cpus = os.cpus();
  return { cpus: cpus.length, model: cpus[0]?.model?.trim(), memory_gib: round1(os.totalmem() / 2 ** 30), os: `${os.type()} ${os.release()}`, node: process.version };
}

function renderReport(opts, results) {
  const m = machine();
  const lines = [
    `Chat delivery, ${new Date().toISOString().slice(0, 10)}: ${m.cpus} × ${m.model}, ${m.memory_gib} GiB, Node ${m.node}`,
    `${opts.chats} chats, ${opts.chats * 2} sockets, ${opts.rate} msg/s offered, ${opts.warmup} s warm-up + ${opts.duration} s measured per target` +
      `${opts.instances > 1 ? `, ${opts.instances} backend instances (Redis adapter)` : ''}${opts.scale ? ', through PgBouncer (transaction mode) with a streaming replica' : ''}${opts.nodeOptions.length ? `, backend node flags: ${opts.nodeOptions.join(' ')}` : ''}` +
      `${opts.baselineOptions.join(' ') !== opts.nodeOptions.join(' ') ? ` (baseline: ${opts.baselineOptions.join(' ') || 'none'})` : ''}`,
    `Load average (1/5/15 min) at start ${opts.loadAtStart.join(' / ')}, at end ${os.loadavg().map(round1).join(' / ')}`,
    '',
    '| target | sent/s | delivered/s | sent | delivered | lost | dup | errors | skipped | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | HTTP p50 / p99 (ms) | CPU ms/msg: server / PostgreSQL / client |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    const l = r.latency_ms;
    lines.push(
      `| ${r.target} | ${r.sent_per_s} | ${r.delivered_per_s} | ${r.sent} | ${r.delivered} | ${r.lost} | ${r.duplicates} | ${r.errors} | ${r.skipped} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} | ${r.http_ms.p50} / ${r.http_ms.p99} | ${r.cpu_ms_per_msg ?? '–'} / ${r.postgres_cpu_ms_per_msg ?? '–'} / ${r.client_cpu_ms_per_msg} |`,
    );
  }
  for (const app of results.filter((r) => r.app)) {
    lines.push('', `Goal p99 ≤ ${GOAL_P99_MS} ms for ${app.target}: ${app.latency_ms.p99 !== null && app.latency_ms.p99 <= GOAL_P99_MS ? 'met' : 'NOT met'} (${app.latency_ms.p99} ms).`);
    if (Object.keys(app.error_statuses).length) {
      lines.push(`Backend error statuses: ${JSON.stringify(app.error_statuses)} (-1: no answer).`);
    }
    if (app.backendWarnings.lines) {
      lines.push(`Backend logged ${app.backendWarnings.lines} line(s) at warn or above; last: ${app.backendWarnings.last.join(' | ').slice(0, 500)}`);
    }
  }
  for (const r of results.filter((x) => x.disconnects)) {
    lines.push(`${r.target}: ${r.disconnects} socket(s) dropped during the run.`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Run (last, so every module-level binding above is initialised)

try {
  process.exitCode = await main();
} catch (error) {
  log(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
// Nothing of the run may keep the process alive (keep-alive agents, a stuck socket).
setTimeout(() => process.exit(), 200).unref();
