#!/usr/bin/env node
/**
 * Framework overhead: the Plaza app's `GET /api/health/live` against a bare Fastify route that
 * answers the same `{ status: 'ok' }`, loaded with autocannon under identical settings, one after
 * the other. The difference is what NestJS, its adapter, the app's hooks (logging, helmet, CORS,
 * guards, interceptors, filters) and terminus cost per request; no database is involved on
 * either side.
 *
 *   npm start                      # shell 1: the app on http://127.0.0.1:3000
 *   npm run bench                  # shell 2
 *   npm run bench -- --duration 30 --connections 100
 *
 * Options (flag, or environment variable, or default):
 *   --url          BENCH_URL          http://127.0.0.1:3000   where the app runs
 *   --duration     BENCH_DURATION     10                      seconds measured per target
 *   --warmup       BENCH_WARMUP       3                       seconds of unmeasured load first
 *   --connections  BENCH_CONNECTIONS  50                      concurrent connections
 *   --pipelining   BENCH_PIPELINING   1                       requests in flight per connection
 *   --no-save                                                 do not write bench/results/*.json
 *
 * Exit codes: 0 done; 1 bad options or the app is not reachable (or its health check is not 2xx);
 * 2 the figures were printed but a measured run had errors or non-2xx answers (not trustworthy).
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname, join, relative } from 'node:path';
import { createHistogram } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const SELF = fileURLToPath(import.meta.url);
const BARE_FLAG = '--serve-bare';

if (process.argv[2] === BARE_FLAG) {
  await serveBare();
} else {
  process.exitCode = await main();
}

/**
 * Child-process mode: the bare Fastify server. It runs in its own process, like the app, so it
 * does not share an event loop with autocannon's client (which would slow both down).
 */
async function serveBare() {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ status: 'ok' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send({ port: app.server.address().port });
  // Ends with the parent, however the parent ends.
  process.on('disconnect', () => app.close().finally(() => process.exit(0)));
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      pipelining: { type: 'string' },
      'no-save': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const env = process.env;
  const number = (name, raw, fallback, min) => {
    const value = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isInteger(value) || value < min) {
      throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
    }
    return value;
  };
  const url = (values.url ?? env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  try {
    new URL(url);
  } catch {
    throw new Error(`--url / BENCH_URL is not a URL: "${url}"`);
  }
  return {
    help: values.help,
    url,
    duration: number('--duration / BENCH_DURATION', values.duration ?? env.BENCH_DURATION, 10, 1),
    warmup: number('--warmup / BENCH_WARMUP', values.warmup ?? env.BENCH_WARMUP, 3, 0),
    connections: number('--connections / BENCH_CONNECTIONS', values.connections ?? env.BENCH_CONNECTIONS, 50, 1),
    pipelining: number('--pipelining / BENCH_PIPELINING', values.pipelining ?? env.BENCH_PIPELINING, 1, 1),
    save: !values['no-save'],
  };
}

async function main() {
  let options;
  try {
    options = readOptions();
  } catch (error) {
    console.error(`bench: ${error.message}`);
    return 1;
  }
  if (options.help) {
    const header = readFileSync(SELF, 'utf8').match(/\/\*\*([\s\S]*?)\*\//)[1];
    console.log(header.replace(/^ \* ?/gm, '').trim());
    return 0;
  }

  const appUrl = `${options.url}/api/health/live`;
  const reachable = await probe(appUrl);
  if (!reachable.ok) {
    console.error(`bench: the app is not reachable at ${appUrl}: ${reachable.reason}`);
    console.error('bench: start it first (`npm start` in another shell) or set BENCH_URL / --url.');
    return 1;
  }

  const { default: autocannon } = await import('autocannon');
  const settings = {
    duration: options.duration,
    connections: options.connections,
    pipelining: options.pipelining,
    timeout: 10,
  };
  const run = (url, duration) => autocannon({ ...settings, url, duration });
  /**
   * autocannon's own latency histogram has a 1 ms resolution, too coarse for a local server that
   * answers in well under a millisecond: every response time (taken with hrtime) also goes into a
   * histogram in microseconds. Both targets pay the same small client-side cost for it.
   */
  const measure = async (url) => {
    const latency = createHistogram();
    const instance = run(url, options.duration);
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => {
      latency.record(Math.max(1, Math.round(responseTimeMs * 1000)));
    });
    const result = await instance;
    return { result, latency };
  };

  const loadBefore = printHeader(options, appUrl);

  const bare = await startBare();
  const bareUrl = `http://127.0.0.1:${bare.port}/health`;
  let bareResult;
  try {
    process.stdout.write(`bare Fastify  ${bareUrl}: `);
    if (options.warmup > 0) {
      await run(bareUrl, options.warmup);
    }
    bareResult = await measure(bareUrl);
    console.log('done');
  } finally {
    bare.stop();
  }

  process.stdout.write(`Plaza app     ${appUrl}: `);
  if (options.warmup > 0) {
    await run(appUrl, options.warmup);
  }
  const appResult = await measure(appUrl);
  console.log('done\n');

  const rows = [summarize('bare Fastify', bareResult), summarize('Plaza app', appResult)];
  printTable(rows);

  if (options.save) {
    const file = await save(options, rows, loadBefore, { bare: bareResult.result, app: appResult.result });
    console.log(`\nraw results: ${relative(process.cwd(), file)}`);
  }

  const broken = rows.filter((row) => row.errors > 0 || row.non2xx > 0);
  if (broken.length > 0) {
    for (const row of broken) {
      console.error(
        `bench: ${row.target} had ${row.errors} errors (${row.timeouts} timeouts) and ${row.non2xx} non-2xx ` +
          `answers ${JSON.stringify(row.statusCodes)}: these figures do not measure a healthy server.`,
      );
    }
    return 2;
  }
  return 0;
}

/** One request before any load: is the app there, and does it answer 2xx? */
async function probe(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    const body = await response.text();
    if (!response.ok) {
      return { ok: false, reason: `HTTP ${response.status} ${body.slice(0, 200)}` };
    }
    return { ok: true };
  } catch (error) {
    const cause = error.cause?.code ?? error.cause?.message ?? error.name;
    return { ok: false, reason: `${error.message}${cause ? ` (${cause})` : ''}` };
  }
}

function startBare() {
  return new Promise((resolve, reject) => {
    const child = fork(SELF, [BARE_FLAG], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const onExit = (code) => reject(new Error(`bare Fastify server exited early (code ${code})`));
    child.once('error', reject);
    child.once('exit', onExit);
    child.once('message', ({ port }) => {
      child.off('exit', onExit);
      resolve({ port, stop: () => child.connected && child.disconnect() });
    });
  });
}

function summarize(target, { result, latency }) {
  const ms = (microseconds) => microseconds / 1000;
  return {
    target,
    rps: result.requests.average,
    p50: ms(latency.percentile(50)),
    p99: ms(latency.percentile(99)),
    mean: ms(latency.mean),
    max: ms(latency.max),
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
    ),
  };
}

function printHeader(options, appUrl) {
  const cpus = os.cpus();
  console.log(
    [
      `machine   ${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.platform()} ${os.release()}`,
      `node      ${process.version}`,
      `load      ${options.connections} connections, pipelining ${options.pipelining}, ` +
        `${options.warmup} s warm-up + ${options.duration} s measured, per target`,
      `app       ${appUrl}`,
      '',
    ].join('\n'),
  );
  // Other work on a 2-core machine moves the figures far more than any change in the app does.
  const [load] = os.loadavg();
  if (load > 0.5) {
    console.warn(
      `warning: the 1-minute load average is ${load.toFixed(2)} before the run: other processes are using the CPU, ` +
        'so these figures are unreliable.\n',
    );
  }
  return load;
}

function printTable(rows) {
  const ms = (value) => value.toFixed(2);
  const table = [
    ['target', 'req/s (avg)', 'p50 (ms)', 'p99 (ms)', 'requests', 'errors', 'non-2xx'],
    ...rows.map((row) => [
      row.target,
      Math.round(row.rps).toLocaleString('en-US'),
      ms(row.p50),
      ms(row.p99),
      row.requests.toLocaleString('en-US'),
      String(row.errors),
      String(row.non2xx),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  const format = (line) =>
    `| ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(format(table[0]));
  console.log(
    `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const line of table.slice(1)) {
    console.log(format(line));
  }

  const [bare, app] = rows;
  const ratio = bare.rps > 0 ? app.rps / bare.rps : NaN;
  console.log(`\napp / bare req/s: ${ratio.toFixed(2)} (${(ratio * 100).toFixed(0)} %)`);
}

async function save(options, rows, loadBefore, raw) {
  const directory = join(dirname(SELF), 'results');
  await mkdir(directory, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(directory, `health-${stamp}.json`);
  const cpus = os.cpus();
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      model: cpus[0]?.model?.trim(),
      memory_gib: os.totalmem() / 2 ** 30,
      platform: `${os.platform()} ${os.release()}`,
    },
    node: process.version,
    load_average_before: loadBefore,
    settings: {
      duration: options.duration,
      warmup: options.warmup,
      connections: options.connections,
      pipelining: options.pipelining,
      url: options.url,
    },
    summary: rows,
    ratio_rps: rows[0].rps > 0 ? rows[1].rps / rows[0].rps : null,
    raw,
  };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
