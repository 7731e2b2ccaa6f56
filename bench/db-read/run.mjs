#!/usr/bin/env node
/**
 * Hot reads: the app's five most frequent list reads against bare Fastify + pg running the very
 * same SQL, on a realistic data set.
 *
 *   npm run build -w backend
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/db-read/run.mjs
 *   node bench/db-read/run.mjs --baseline .data/old-build/main.js   # A/B two builds in the same rounds
 *
 * What it does: creates a database (on DATABASE_URL's server, else an embedded PostgreSQL), lets
 * the backend build migrate it, seeds it in SQL (10k members, 100k messages, 50k posts, friendships,
 * likes, notifications), then, for each endpoint, captures the SQL statements the app sends to
 * PostgreSQL for one request (bench/db-read/capture.cjs, the access-token check included) and
 * serves them from a bare Fastify + pg server (bench/db-read/bare.mjs). Each round loads every
 * endpoint on the bare server, then on the app (and on the baseline build), with autocannon.
 *
 * Two modes:
 *   --mode rate    (default) closed loop: each target loaded with --connections for --duration;
 *                  requests/s, latency and CPU per request compared with bare's.
 *   --mode budget  the goal's "at equal p99 budget": for each endpoint and target, the highest
 *                  rate it sustains with p99 ≤ --budget ms (open-loop load at a fixed rate, latency
 *                  counted from each request's scheduled time; a bisection between a quarter of
 *                  and 1.5 × what a short closed-loop probe served, until the rate found and the
 *                  lowest rate that missed are within --precision % of each other, at most --steps
 *                  steps), then that rate against bare's at the same budget, round by round: the
 *                  table gives the median of the per-round ratios and every round's ratio.
 *
 * Options (flag, or environment variable, or default):
 *   --rounds       BENCH_ROUNDS       3       rounds; medians are reported
 *   --duration     BENCH_DURATION     5       seconds measured per endpoint, target and round
 *   --warmup       BENCH_WARMUP       2       seconds of unmeasured load first
 *   --connections  BENCH_CONNECTIONS  20      concurrent connections
 *   --members      BENCH_MEMBERS      10000   members (messages ×10, posts ×5)
 *   --endpoints                       all     comma-separated subset: chats,messages,notifications,posts,friends
 *   --baseline                        none    another build's main.js, measured in the same rounds
 *   --baseline-env                    none    KEY=VALUE[,KEY=VALUE] for the baseline only (e.g. SESSION_CACHE_SIZE=0
 *                                             with --baseline backend/dist/main.js: one build, a setting A/B)
 *   --mode                            rate    rate | budget (see above)
 *   --budget       BENCH_BUDGET_MS    50      budget mode: the p99 every target must keep, in ms
 *   --steps        BENCH_STEPS        8       budget mode: at most this many bisection steps (each --warmup + --duration s)
 *   --precision    BENCH_PRECISION    3       budget mode: stop bisecting once within this many % of the rate found
 *   --sockets                         256     budget mode: at most this many connections per target
 *   --log-level                       info    LOG_LEVEL of the apps
 *   --scale                                   also measure the app through PgBouncer (transaction mode) and a
 *                                             streaming replica, on a primary + replica + PgBouncer this run
 *                                             starts from Debian's binaries (backend/test/helpers/pg-cluster.ts);
 *                                             every target then uses that primary (no --keep-db)
 *   --keep-db                                 keep (and reuse) the seeded database: plaza_bench_dbread_<members>
 *   --no-save                                 do not write bench/results/db-read-<date>.json
 *
 * Exit codes: 0 done; 1 setup failed; 2 a measured run had errors or non-2xx answers.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  accessToken,
  benchDatabase,
  cleanups,
  highestRateWithin,
  intOption,
  load,
  log,
  machine,
  markdownTable,
  median,
  newSecrets,
  rotated,
  runMain,
  saveResults,
  startBackend,
  startChild,
  usage,
} from '../lib/harness.mjs';
import { loadPgCluster } from '../lib/pg-cluster.mjs';
import { seedSocial } from '../lib/seed.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const MEMBER = 1;

/** The endpoints, as the frontend calls them, for member 1. */
const ENDPOINTS = {
  chats: () => '/api/chats?page=1&take=10',
  messages: (busyChatId) => `/api/chats/${busyChatId}/messages?page=1&take=10`,
  notifications: () => '/api/notifications?page=1&take=10',
  posts: () => '/api/posts?page=1&take=10',
  friends: () => '/api/friends?page=1&take=10',
};

await runMain(main, 3 * 3600);

function readOptions() {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      members: { type: 'string' },
      endpoints: { type: 'string' },
      baseline: { type: 'string' },
      'baseline-env': { type: 'string' },
      mode: { type: 'string', default: 'rate' },
      budget: { type: 'string' },
      steps: { type: 'string' },
      precision: { type: 'string' },
      sockets: { type: 'string' },
      'log-level': { type: 'string', default: 'info' },
      scale: { type: 'boolean', default: false },
      'keep-db': { type: 'boolean', default: false },
      'no-save': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const env = process.env;
  const endpoints = (values.endpoints ?? Object.keys(ENDPOINTS).join(',')).split(',').filter(Boolean);
  for (const name of endpoints) {
    if (!ENDPOINTS[name]) {
      throw new Error(`unknown endpoint "${name}" (known: ${Object.keys(ENDPOINTS).join(', ')})`);
    }
  }
  if (!['rate', 'budget'].includes(values.mode)) {
    throw new Error(`--mode must be rate or budget, got "${values.mode}"`);
  }
  return {
    help: values.help,
    mode: values.mode,
    budget: intOption('--budget', values.budget ?? env.BENCH_BUDGET_MS, 50, 1, 10_000),
    steps: intOption('--steps', values.steps ?? env.BENCH_STEPS, 8, 1, 12),
    precision: intOption('--precision', values.precision ?? env.BENCH_PRECISION, 3, 0, 50),
    sockets: intOption('--sockets', values.sockets, 256, 1, 4096),
    rounds: intOption('--rounds', values.rounds ?? env.BENCH_ROUNDS, 3, 1, 50),
    duration: intOption('--duration', values.duration ?? env.BENCH_DURATION, 5, 1, 600),
    warmup: intOption('--warmup', values.warmup ?? env.BENCH_WARMUP, 2, 0, 120),
    connections: intOption('--connections', values.connections ?? env.BENCH_CONNECTIONS, 20, 1, 1000),
    members: intOption('--members', values.members ?? env.BENCH_MEMBERS, 10_000, 200, 1_000_000),
    endpoints,
    baseline: values.baseline,
    baselineEnv: Object.fromEntries(
      (values['baseline-env'] ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    ),
    logLevel: values['log-level'],
    scale: values.scale,
    keepDb: values['keep-db'] && !values.scale,
    save: !values['no-save'],
  };
}

async function main() {
  const opts = readOptions();
  if (opts.help) {
    process.stdout.write(usage(fileURLToPath(import.meta.url)));
    return 0;
  }
  let cluster;
  if (opts.scale) {
    cluster = await loadPgCluster().startPgCluster();
    cleanups.push(() => cluster.stop());
    process.env.DATABASE_URL = cluster.primaryUrl();
    log(`primary ${cluster.primaryUrl()}, replica ${cluster.replicaUrl()}, PgBouncer ${cluster.bouncerUrl()}`);
  }
  const db = await benchDatabase('dbread', opts.members, opts.keepDb);
  const secrets = newSecrets();
  const env = { LOG_LEVEL: opts.logLevel };
  // The app migrates the database as it starts; the data goes in once the schema is there.
  const app = await startBackend({ databaseUrl: db.url, secrets, env, preload: [join(HERE, 'capture.cjs')] });
  // A kept database is reused only when it holds the data (one left empty, e.g. by a run stopped
  // while seeding or a server set up afresh, is seeded now).
  let data = db.reused ? await seededFacts(db.url) : undefined;
  if (!data) {
    log(`seeding ${opts.members} members, ${opts.members * 10} messages, ${opts.members * 5} posts…`);
    const started = Date.now();
    data = await seedSocial(db.url, { members: opts.members, messages: opts.members * 10, posts: opts.members * 5, notifications: opts.members * 10 });
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const token = accessToken(secrets.jwt, MEMBER, data.sessionOf.get(MEMBER));
  const headers = { authorization: `Bearer ${token}` };

  // What the app sends to PostgreSQL for one request of each endpoint (after one warming request).
  const plan = { databaseUrl: db.url, endpoints: {} };
  const paths = {};
  for (const name of opts.endpoints) {
    paths[name] = ENDPOINTS[name](data.busyChatId);
    await get(app.url + paths[name], headers);
    app.child.send('sql:start');
    await get(app.url + paths[name], headers);
    app.child.send('sql:stop');
    plan.endpoints[name] = await new Promise((resolve) => app.child.once('message', (m) => resolve(m.sql)));
    log(`${name}: ${paths[name]} → ${plan.endpoints[name].length} statement(s)`);
  }
  const planFile = join(mkdtempSync(join(os.tmpdir(), 'plaza-bench-plan-')), 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  const bare = await startChild(join(HERE, 'bare.mjs'), [], { BENCH_BARE_PLAN: planFile });

  const targets = [{ name: 'bare Fastify + pg', url: (name) => `${bare.url}/${name}`, pid: bare.pid, headers: {} }];
  if (opts.baseline) {
    const base = await startBackend({ databaseUrl: db.url, secrets, env: { ...env, ...opts.baselineEnv }, main: opts.baseline, label: 'baseline' });
    targets.push({ name: 'Plaza (baseline build)', url: (name) => base.url + paths[name], pid: base.pid, headers });
  }
  targets.push({ name: 'Plaza', url: (name) => app.url + paths[name], pid: app.pid, headers });
  if (cluster) {
    const name = new URL(db.url).pathname.slice(1);
    await cluster.caughtUp();
    const scaled = await startBackend({
      databaseUrl: cluster.bouncerUrl(name),
      secrets,
      env: { ...env, DATABASE_POOL_MODE: 'transaction', DATABASE_DIRECT_URL: cluster.primaryUrl(name), DATABASE_READ_URL: cluster.replicaUrl(name) },
      label: 'scaled',
    });
    targets.push({ name: 'Plaza, PgBouncer + replica', url: (name) => scaled.url + paths[name], pid: scaled.pid, headers });
  }
  for (const target of targets) {
    for (const name of opts.endpoints) {
      await get(target.url(name), target.headers);
    }
  }

  const label = (name) => `\`${paths[name].split('?')[0].replace(String(data.busyChatId), '{id}')}\``;
  if (opts.mode === 'budget') {
    return atBudget(opts, targets, label, plan);
  }
  log(`${opts.rounds} round(s); each: ${opts.warmup} s warm-up + ${opts.duration} s per endpoint and target, ${opts.connections} connections`);
  const runs = {};
  for (let round = 1; round <= opts.rounds; round++) {
    for (const name of opts.endpoints) {
      for (const target of rotated(targets, round)) {
        const result = await load({ url: target.url(name), headers: target.headers, duration: opts.duration, warmup: opts.warmup, connections: opts.connections, pid: target.pid });
        ((runs[name] ??= {})[target.name] ??= []).push(result);
        log(`round ${round} ${name} ${target.name}: ${Math.round(result.rps)} req/s, p99 ${result.p99.toFixed(1)} ms, ${result.cpu_us_per_request.toFixed(0)} µs CPU/req`);
      }
    }
  }

  const { rows, summary } = summarize(opts.endpoints, targets, runs, plan, label, {
    fields: (mine, bareRuns) => ({
      rps: median(mine.map((r) => r.rps)),
      ratio: median(mine.map((r, k) => r.rps / bareRuns[k].rps)),
      bytes: median(mine.map((r) => r.bytes_per_response)),
      errors: mine.reduce((n, r) => n + r.errors + r.non2xx, 0),
    }),
    rate: (s) => Math.round(s.rps).toLocaleString('en-US'),
    ratio: (s) => `${Math.round(s.ratio * 100)} %`,
    rest: (s) => [String(Math.round(s.bytes)), String(s.errors)],
  });
  process.stdout.write(
    `\n${machineLine()}\n` +
      `${opts.members} members; median of ${opts.rounds} round(s); ${opts.connections} connections; LOG_LEVEL=${opts.logLevel}\n\n` +
      markdownTable(['endpoint', 'target', 'req/s', 'p50 (ms)', 'p99 (ms)', 'CPU µs/req', 'req/s vs bare', 'bytes/resp', 'errors'], rows) +
      '\n',
  );
  if (opts.save) {
    log(`raw results: ${await saveResults('db-read', { options: opts, paths, plan: plan.endpoints, summary, runs })}`);
  }
  return summary.some((s) => s.errors > 0) ? 2 : 0;
}

/**
 * Medians over the rounds of each endpoint and target, and the table's rows: endpoint, target,
 * rate, p50, p99, CPU µs/req, vs bare, then the mode's own columns. `mode.fields` adds the mode's
 * medians (given the target's runs and bare's, round by round).
 */
function summarize(endpoints, targets, runs, plan, label, mode) {
  const rows = [];
  const summary = [];
  for (const name of endpoints) {
    const bareRuns = runs[name][targets[0].name];
    for (const target of targets) {
      const mine = runs[name][target.name];
      const s = {
        endpoint: name,
        target: target.name,
        statements: plan.endpoints[name].length,
        p50: median(mine.map((r) => r.p50)),
        p99: median(mine.map((r) => r.p99)),
        cpu_us: median(mine.map((r) => r.cpu_us_per_request)),
        ...mode.fields(mine, bareRuns),
      };
      summary.push(s);
      rows.push([target === targets[0] ? label(name) : '', target.name, mode.rate(s), s.p50.toFixed(2), s.p99.toFixed(2), s.cpu_us.toFixed(0), mode.ratio(s), ...mode.rest(s)]);
    }
  }
  return { rows, summary };
}

function machineLine() {
  const m = machine();
  return `machine ${m.cpus} × ${m.model}, ${m.platform}, Node ${m.node}, load average ${m.load_average.join(' ')}`;
}

/**
 * Budget mode: per round, endpoint and target (in rotated order), a short closed-loop probe, then
 * the highest open-loop rate with p99 within the budget; reports medians and, per round, the
 * ratio to bare's rate at the same budget.
 */
async function atBudget(opts, targets, label, plan) {
  log(
    `${opts.rounds} round(s); p99 budget ${opts.budget} ms; per endpoint and target: a ${Math.max(2, opts.warmup)} s closed-loop probe, ` +
      `then open-loop steps of ${opts.warmup} s + ${opts.duration} s bisecting to ${opts.precision} % (at most ${opts.steps + 1})`,
  );
  const runs = {};
  for (let round = 1; round <= opts.rounds; round++) {
    for (const name of opts.endpoints) {
      for (const target of rotated(targets, round)) {
        const url = target.url(name);
        const probe = await load({ url, headers: target.headers, duration: Math.max(2, opts.warmup), warmup: 0, connections: opts.connections });
        const result = await highestRateWithin({
          url,
          headers: target.headers,
          pid: target.pid,
          budgetMs: opts.budget,
          low: Math.max(1, probe.rps / 4),
          high: probe.rps * 1.5,
          steps: opts.steps,
          precision: opts.precision / 100,
          duration: opts.duration,
          warmup: opts.warmup,
          sockets: opts.sockets,
          onStep: (r, ok) => log(`  ${name} ${target.name} at ${r.rate}/s: p99 ${r.p99.toFixed(1)} ms, ${r.errors + r.non2xx} errors → ${ok ? 'within' : 'over'}`),
        });
        ((runs[name] ??= {})[target.name] ??= []).push({ ...result, probe_rps: probe.rps });
        const missed = result.missed_at === null ? 'no step missed' : `missed at ${result.missed_at}/s`;
        log(`round ${round} ${name} ${target.name}: ${result.rate} req/s within p99 ${opts.budget} ms, ${missed} (closed-loop probe ${Math.round(probe.rps)} req/s)`);
      }
    }
  }
  const { rows, summary } = summarize(opts.endpoints, targets, runs, plan, label, {
    fields: (mine, bareRuns) => ({
      rate: median(mine.map((r) => r.rate)),
      ratio: median(ratios(mine, bareRuns)),
      round_ratios: ratios(mine, bareRuns),
      // How far above the rate found the next step missed (the bisection's precision), median over the rounds.
      gap: median(mine.map((r) => (r.missed_at !== null && r.rate > 0 ? r.missed_at / r.rate - 1 : NaN))),
      probe_rps: median(mine.map((r) => r.probe_rps)),
      sustained: mine.every((r) => r.sustained),
    }),
    rate: (s) => (s.sustained ? Math.round(s.rate).toLocaleString('en-US') : `${Math.round(s.rate)} (not every round)`),
    ratio: (s) => (Number.isFinite(s.ratio) ? `${percent(s.ratio)}` : '–'),
    rest: (s) => [
      s.round_ratios.map((r) => (Number.isFinite(r) ? percent(r).replace(' ', '') : '–')).join(', '),
      Number.isFinite(s.gap) ? `+${(s.gap * 100).toFixed(1)} %` : '–',
      Math.round(s.probe_rps).toLocaleString('en-US'),
    ],
  });
  process.stdout.write(
    `\n${machineLine()}\n` +
      `${opts.members} members; median of ${opts.rounds} round(s); p99 budget ${opts.budget} ms; open loop, bisection to ${opts.precision} % ` +
      `(at most ${opts.steps} steps) of ${opts.warmup} + ${opts.duration} s; LOG_LEVEL=${opts.logLevel}\n\n` +
      markdownTable(
        [
          'endpoint',
          'target',
          `req/s at p99 ≤ ${opts.budget} ms`,
          'p50 (ms)',
          'p99 (ms)',
          'CPU µs/req',
          'vs bare, same budget (median)',
          'each round',
          'next step missed',
          'closed-loop probe req/s',
        ],
        rows,
      ) +
      '\n',
  );
  if (opts.save) {
    log(`raw results: ${await saveResults('db-read-budget', { options: opts, plan: plan.endpoints, summary, runs })}`);
  }
  return 0;
}

/** Each round's rate over bare's in the same round (NaN when bare found none). */
function ratios(mine, bareRuns) {
  return mine.map((r, k) => (bareRuns[k].rate > 0 ? r.rate / bareRuns[k].rate : NaN));
}

function percent(ratio) {
  return `${Math.round(ratio * 100)} %`;
}

async function get(url, headers) {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (!res.ok) {
    throw new Error(`GET ${url}: ${res.status} ${body.slice(0, 300)}`);
  }
  return body;
}

/** Member 1's session and busy chat in a database seeded by an earlier run (--keep-db); undefined when it is empty. */
async function seededFacts(url) {
  const { withClient } = await import('../lib/harness.mjs');
  return withClient(url, async (c) => {
    const sessions = await c.query('select id, user_id from sessions where user_id = $1', [MEMBER]);
    const chat = await c.query('select id from chats where user_one_id = $1 order by id limit 1', [MEMBER]);
    if (!sessions.rows.length || !chat.rows.length) {
      return undefined;
    }
    return { sessionOf: new Map(sessions.rows.map((r) => [r.user_id, r.id])), busyChatId: chat.rows[0].id };
  });
}
