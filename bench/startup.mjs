/**
 * Start-up time of `npm start` on a built tree with the embedded PostgreSQL.
 *
 *   node bench/startup.mjs [--runs 5] [--baseline <tree>] [--save-baseline <dir>] [--redis]
 *
 * For each target (this tree, and the baseline tree if given) the script makes a fresh DATA_DIR,
 * starts `node <tree>/scripts/start.mjs` once to create the cluster and the demo data (the
 * "first" start, reported apart), then starts it `--runs` more times on that same data directory,
 * the targets taking turns in each round. A start is timed from the spawn of `node` to the first
 * 200 answer of GET /api/health (polled every 20 ms); then the app is stopped with SIGTERM and
 * the next start waits for it to exit. The app's own "Started in" log line (main.ts) gives the
 * breakdown: node's bootstrap, the entry script, the backend's modules, the wait for PostgreSQL,
 * Nest's initialisation, migrations, demo data, listen.
 *
 * --save-baseline <dir> copies this tree's scripts/ and backend/dist/ to <dir> (with links to
 * node_modules and frontend/dist) to serve as --baseline later; <dir> must be inside the
 * repository (e.g. .data/startup-baseline) so Node finds node_modules.
 *
 * Options: --runs (BENCH_RUNS, default 5), --redis (pass REDIS_URL through; default: no Redis,
 * the inline queue, as a first `npm start` runs), --keep (keep the data directories),
 * --no-save (do not write bench/results/startup-<date>.json).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { cleanups, freePort, intOption, log, markdownTable, median, ROOT, runMain, saveResults, sleep, usage } from './lib/harness.mjs';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string' },
    baseline: { type: 'string' },
    'save-baseline': { type: 'string' },
    redis: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'no-save': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  process.stdout.write(usage(new URL(import.meta.url).pathname));
  process.exit(0);
}

function saveBaseline(dir) {
  const target = resolve(dir);
  if (relative(ROOT, target).startsWith('..')) {
    throw new Error(`--save-baseline: ${target} is outside the repository; Node would not find node_modules from there`);
  }
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(target, 'backend'), { recursive: true });
  mkdirSync(join(target, 'frontend'), { recursive: true });
  cpSync(join(ROOT, 'scripts'), join(target, 'scripts'), { recursive: true });
  cpSync(join(ROOT, 'backend', 'dist'), join(target, 'backend', 'dist'), { recursive: true });
  if (existsSync(join(ROOT, 'backend', 'node_modules'))) {
    symlinkSync(join(ROOT, 'backend', 'node_modules'), join(target, 'backend', 'node_modules'));
  }
  symlinkSync(join(ROOT, 'frontend', 'dist'), join(target, 'frontend', 'dist'));
  log(`baseline saved in ${target}`);
}

/** One start: spawn, poll /api/health until 200, read the app's "Started in" line, SIGTERM, wait for exit. */
async function startOnce(tree, dataDir) {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_OPTIONS: '',
    DATABASE_URL: '',
    REDIS_URL: opts.redis ? (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') : '',
    REDIS_PREFIX: `plaza-bench-startup-${port}`,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
  };
  delete env.FRONTEND_DIST;
  const t0 = performance.now();
  const child = spawn(process.execPath, [join(tree, 'scripts', 'start.mjs')], { cwd: tree, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = false;
  const exit = new Promise((done) => child.once('exit', (code, signal) => ((exited = true), done(code ?? signal))));
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
    }
    await exit;
  };
  cleanups.push(stop);
  let healthyMs;
  try {
    while (!exited && performance.now() - t0 < 120_000) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        if (res.status === 200) {
          healthyMs = performance.now() - t0;
          break;
        }
      } catch {
        /* not listening yet */
      }
      await sleep(20);
    }
  } finally {
    await stop();
    cleanups.splice(cleanups.indexOf(stop), 1);
  }
  if (healthyMs === undefined) {
    throw new Error(`the app in ${tree} did not become healthy:\n${output.slice(-4000)}`);
  }
  let phases;
  for (const line of output.split('\n')) {
    try {
      const entry = JSON.parse(line);
      if (entry.startup) {
        phases = entry.startup;
      }
    } catch {
      /* not a JSON line */
    }
  }
  return { healthy_ms: Math.round(healthyMs), phases };
}

async function main() {
  if (opts['save-baseline']) {
    saveBaseline(opts['save-baseline']);
    return 0;
  }
  const runs = intOption('--runs', opts.runs ?? process.env.BENCH_RUNS, 5, 1, 50);
  const targets = [{ label: 'this tree', tree: ROOT }];
  if (opts.baseline) {
    const tree = resolve(opts.baseline);
    if (!existsSync(join(tree, 'scripts', 'start.mjs'))) {
      throw new Error(`--baseline: no scripts/start.mjs in ${tree} (make one with --save-baseline)`);
    }
    targets.unshift({ label: `baseline (${relative(ROOT, tree)})`, tree });
  }
  for (const target of targets) {
    target.dataDir = mkdtempSync(join(os.tmpdir(), 'plaza-bench-startup-'));
    if (!opts.keep) {
      cleanups.push(() => rmSync(target.dataDir, { recursive: true, force: true }));
    }
    log(`${target.label}: first start (initdb, migrations, demo data) in ${target.dataDir}`);
    target.first = await startOnce(target.tree, target.dataDir);
    log(`  healthy after ${target.first.healthy_ms} ms`);
    target.starts = [];
  }
  for (let round = 0; round < runs; round++) {
    for (const target of round % 2 ? [...targets].reverse() : targets) {
      const start = await startOnce(target.tree, target.dataDir);
      target.starts.push(start);
      log(`round ${round + 1}, ${target.label}: healthy after ${start.healthy_ms} ms ${start.phases ? JSON.stringify(start.phases) : ''}`);
    }
  }
  const load = os.loadavg()[0].toFixed(2);
  const rows = targets.map((t) => [
    t.label,
    `${(t.first.healthy_ms / 1000).toFixed(2)} s`,
    `${(median(t.starts.map((s) => s.healthy_ms)) / 1000).toFixed(2)} s`,
    `${(Math.min(...t.starts.map((s) => s.healthy_ms)) / 1000).toFixed(2)} s`,
    `${(Math.max(...t.starts.map((s) => s.healthy_ms)) / 1000).toFixed(2)} s`,
  ]);
  console.log(markdownTable(['target', 'first start', `median of ${runs}`, 'min', 'max'], rows));
  const phaseNames = [...new Set(targets.flatMap((t) => t.starts.flatMap((s) => Object.keys(s.phases ?? {}))))];
  if (phaseNames.length) {
    console.log('\nBreakdown (medians, ms; from the app\'s "Started in" line):\n');
    const withPhases = targets.filter((t) => t.starts.some((s) => s.phases));
    console.log(
      markdownTable(
        ['phase', ...withPhases.map((t) => t.label)],
        phaseNames.map((name) => [name, ...withPhases.map((t) => String(Math.round(median(t.starts.map((s) => s.phases?.[name])))))]),
      ),
    );
  }
  console.log(`\nload average (1 min) at the end: ${load}`);
  if (!opts['no-save']) {
    const file = await saveResults('startup', { runs, targets: targets.map(({ label, tree, first, starts }) => ({ label, tree, first, starts })) });
    log(`results: ${relative(ROOT, file)}`);
  }
  return 0;
}

void runMain(main, 900);
