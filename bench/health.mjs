#!/usr/bin/env node
/**
 * Framework overhead: the Plaza app's `GET /api/health/live` against a bare Fastify route that
 * answers the same `{ status: 'ok' }`, loaded with autocannon under identical settings, one after
 * the other, in rounds. The difference is what NestJS, its adapter and the app's hooks (request
 * id, security headers, CORS, request context, the global guard, pipes, filters) cost per request;
 * no database is involved on either side.
 *
 *   node bench/health.mjs                       # starts the build (backend/dist) itself
 *   node bench/health.mjs --url http://127.0.0.1:3000   # or loads an app already running
 *   node bench/health.mjs --baseline bench/results/dist-base/main.js   # A/B against another build
 *
 * Options (flag, or environment variable, or default):
 *   --url          BENCH_URL          (start the build)       an app already running instead
 *   --baseline                        (none)                  another build's main.js, measured in the same rounds
 *   --rounds       BENCH_ROUNDS       3                       rounds (each target once per round); medians are reported
 *   --duration     BENCH_DURATION     10                      seconds measured per target and round
 *   --warmup       BENCH_WARMUP       3                       seconds of unmeasured load first
 *   --connections  BENCH_CONNECTIONS  50                      concurrent connections
 *   --log-level                       info                    LOG_LEVEL of the app(s) the script starts
 *   --fresh                                                   start every target anew for each round (and stop it after):
 *                                                             a process's JIT luck moves its CPU/request by 0.5-1 µs,
 *                                                             so an A/B compares several processes per build
 *   --no-save                                                 do not write bench/results/*.json
 *
 * Started apps need a database for start-up only: DATABASE_URL's server (a database of their
 * own), else an embedded PostgreSQL. Besides requests/s and latency, the table gives each
 * server's CPU time per request (from /proc), which other work on the machine moves far less.
 *
 * Exit codes: 0 done; 1 bad options or a target is not reachable; 2 a measured run had errors.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  createDatabase,
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
} from './lib/harness.mjs';

const SELF = fileURLToPath(import.meta.url);
const BARE_FLAG = '--serve-bare';

if (process.argv[2] === BARE_FLAG) {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ status: 'ok' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send({ port: app.server.address().port });
  process.on('disconnect', () => app.close().finally(() => process.exit(0)));
} else {
  await runMain(main, 3600);
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      baseline: { type: 'string' },
      rounds: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      'log-level': { type: 'string', default: 'info' },
      'no-save': { type: 'boolean', default: false },
      fresh: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const env = process.env;
  return {
    help: values.help,
    url: (values.url ?? env.BENCH_URL ?? '').replace(/\/+$/, ''),
    baseline: values.baseline,
    rounds: intOption('--rounds', values.rounds ?? env.BENCH_ROUNDS, 3, 1, 50),
    duration: intOption('--duration', values.duration ?? env.BENCH_DURATION, 10, 1, 600),
    warmup: intOption('--warmup', values.warmup ?? env.BENCH_WARMUP, 3, 0, 120),
    connections: intOption('--connections', values.connections ?? env.BENCH_CONNECTIONS, 50, 1, 1000),
    logLevel: values['log-level'],
    save: !values['no-save'],
    fresh: values.fresh,
  };
}

async function main() {
  const opts = readOptions();
  if (opts.help) {
    process.stdout.write(usage(SELF));
    return 0;
  }
  if (opts.fresh && opts.url) {
    log('bench: --fresh starts the apps itself; it cannot be used with --url');
    return 1;
  }
  // BENCH_DB_LABEL: a label of one's own in the database's name, on a server shared with others.
  const db = opts.url ? null : await createDatabase(process.env.BENCH_DB_LABEL || 'health');
  const secrets = newSecrets();
  const env = { LOG_LEVEL: opts.logLevel };
  /** Starts every target; each has a name, a url, the pid whose CPU is measured, and stop(). */
  const startTargets = async () => {
    const bare = await startChild(SELF, [BARE_FLAG]);
    const started = [{ name: 'bare Fastify', url: `${bare.url}/health`, pid: bare.pid, stop: bare.stop }];
    if (opts.url) {
      started.push({ name: 'Plaza app', url: `${opts.url}/api/health/live`, stop: async () => {} });
      return started;
    }
    if (opts.baseline) {
      const base = await startBackend({ databaseUrl: db.url, secrets, main: opts.baseline, env, label: 'baseline' });
      started.push({ name: 'Plaza app (baseline build)', url: `${base.url}/api/health/live`, pid: base.pid, stop: base.stop });
    }
    const app = await startBackend({ databaseUrl: db.url, secrets, env });
    started.push({ name: 'Plaza app', url: `${app.url}/api/health/live`, pid: app.pid, stop: app.stop });
    for (const target of started) {
      const res = await fetch(target.url).catch((error) => ({ ok: false, status: error.message }));
      if (!res.ok) {
        throw new Error(`${target.name} at ${target.url} answers ${res.status}`);
      }
    }
    return started;
  };
  let targets;
  try {
    targets = await startTargets();
  } catch (error) {
    log(`bench: ${error.message}`);
    return 1;
  }

  log(`${opts.rounds} round(s); each: ${opts.warmup} s warm-up + ${opts.duration} s measured per target, ${opts.connections} connections`);
  const runs = targets.map(() => []);
  for (let round = 1; round <= opts.rounds; round++) {
    if (opts.fresh && round > 1) {
      await Promise.all(targets.map((target) => target.stop()));
      targets = await startTargets();
    }
    for (const target of rotated(targets, round)) {
      const i = targets.indexOf(target);
      const result = await load({ url: target.url, duration: opts.duration, warmup: opts.warmup, connections: opts.connections, pid: target.pid });
      runs[i].push(result);
      log(`round ${round} ${target.name}: ${Math.round(result.rps)} req/s, p99 ${result.p99.toFixed(2)} ms, ${result.cpu_us_per_request.toFixed(1)} µs CPU/request`);
    }
  }

  const summary = targets.map((target, i) => ({
    target: target.name,
    rps: median(runs[i].map((r) => r.rps)),
    p50: median(runs[i].map((r) => r.p50)),
    p99: median(runs[i].map((r) => r.p99)),
    cpu_us: median(runs[i].map((r) => r.cpu_us_per_request)),
    // The ratio within each round (bare and app measured minutes apart), then its median.
    ratio: median(runs[i].map((r, k) => r.rps / runs[0][k].rps)),
    errors: runs[i].reduce((n, r) => n + r.errors + r.non2xx, 0),
  }));
  const bareCpu = summary[0].cpu_us;
  const m = machine();
  process.stdout.write(
    `\nmachine ${m.cpus} × ${m.model}, ${m.platform}, Node ${m.node}, load average ${m.load_average.join(' ')}\n` +
      `median of ${opts.rounds} round(s)${opts.fresh ? ', every target started anew for each round' : ''}, LOG_LEVEL=${opts.url ? '(as started)' : opts.logLevel}\n\n` +
      markdownTable(
        ['target', 'req/s', 'p50 (ms)', 'p99 (ms)', 'CPU µs/req', 'req/s vs bare', 'bare CPU / CPU', 'errors'],
        summary.map((s) => [
          s.target,
          Math.round(s.rps).toLocaleString('en-US'),
          s.p50.toFixed(2),
          s.p99.toFixed(2),
          Number.isFinite(s.cpu_us) ? s.cpu_us.toFixed(1) : '-',
          `${Math.round(s.ratio * 100)} %`,
          Number.isFinite(s.cpu_us) ? `${Math.round((bareCpu / s.cpu_us) * 100)} %` : '-',
          String(s.errors),
        ]),
      ) +
      '\n',
  );
  if (opts.save) {
    log(`raw results: ${await saveResults('health', { options: opts, summary, runs })}`);
  }
  return summary.some((s) => s.errors > 0) ? 2 : 0;
}
