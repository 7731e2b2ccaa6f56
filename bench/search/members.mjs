#!/usr/bin/env node
/**
 * Member search (`GET /api/friends/search?search=`) at scale: latency per search term, on 100k
 * members with common names, through the app (HTTP, one request at a time, so the figure is the
 * search's own latency, not queueing), against a bare query in the same run: one `pg` query from
 * this process, the first 10 members whose first name, last name or username starts with the
 * search's longest word (the same three prefix indexes), no ranking, no typos, no HTTP.
 *
 *   npm run build -w backend
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/search/members.mjs
 *   node bench/search/members.mjs --baseline .data/old-build/main.js   # A/B two builds
 *
 * Options (flag, or environment variable, or default):
 *   --members    BENCH_MEMBERS    100000  members
 *   --requests   BENCH_REQUESTS   100     requests per term and target (after 5 unmeasured ones)
 *   --terms                       (built-in list)  comma-separated terms
 *   --baseline                    none    another build's main.js, measured alternately with this one
 *   --keep-db                             keep (and reuse) the seeded database: plaza_bench_search_members_<members>
 *   --no-save                             do not write bench/results/search-members-<date>.json
 *
 * Exit codes: 0 done; 1 setup failed; 2 a request failed.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  accessToken,
  benchDatabase,
  intOption,
  log,
  machine,
  markdownTable,
  newSecrets,
  rotated,
  runMain,
  saveResults,
  startBackend,
  usage,
  withClient,
} from '../lib/harness.mjs';
import { seedSocial } from '../lib/seed.mjs';

/**
 * Common short terms (the hard case: thousands of matches), longer ones, typos (of a rare name, of a
 * common one, in two words, of a username: member 22026 is `m22026_eli`; `marai` shares "mar" with
 * 8,000 usernames), rare ones.
 */
const TERMS = ['an', 'ma', 'jo', 'le', 'ann', 'mar', 'son', 'lee', 'mari', 'anna', 'josé', 'maria garcía', 'garcia', 'jhon', 'smiht', 'ivanvo', 'marai', 'marai lopez', 'm22062_eli', 'zq', 'xyzzy', 'm100'];

/** Nearest-rank percentiles of a list of times. */
function percentile(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return (p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The bare baseline: the first 10 members whose first name, last name or username starts with $1. */
const prefix = (column) =>
  `(select id, first_name, last_name from users where (immutable_unaccent(lower(${column})) collate "C") like immutable_unaccent(lower($1)) || '%' order by (immutable_unaccent(lower(${column})) collate "C") limit 10)`;
const BARE_SQL = `${['first_name', 'last_name', 'username'].map(prefix).join(' union all ')} limit 10`;
const longestWord = (term) => term.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');

await runMain(main, 3600);

function readOptions() {
  const { values } = parseArgs({
    options: {
      members: { type: 'string' },
      requests: { type: 'string' },
      terms: { type: 'string' },
      baseline: { type: 'string' },
      'keep-db': { type: 'boolean', default: false },
      'no-save': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const env = process.env;
  return {
    help: values.help,
    members: intOption('--members', values.members ?? env.BENCH_MEMBERS, 100_000, 1000, 2_000_000),
    requests: intOption('--requests', values.requests ?? env.BENCH_REQUESTS, 100, 5, 100_000),
    terms: values.terms ? values.terms.split(',').filter(Boolean) : TERMS,
    baseline: values.baseline,
    keepDb: values['keep-db'],
    save: !values['no-save'],
  };
}

async function main() {
  const opts = readOptions();
  if (opts.help) {
    process.stdout.write(usage(fileURLToPath(import.meta.url)));
    return 0;
  }
  const db = await benchDatabase('search_members', opts.members, opts.keepDb);
  const secrets = newSecrets();
  const env = { LOG_LEVEL: 'warn' };
  const app = await startBackend({ databaseUrl: db.url, secrets, env });
  if (!db.reused) {
    log(`seeding ${opts.members} members…`);
    await seedSocial(db.url, { members: opts.members, membersOnly: true });
  }
  const session = await withClient(db.url, async (c) => (await c.query('select id from sessions where user_id = 1')).rows[0].id);
  const headers = { authorization: `Bearer ${accessToken(secrets.jwt, 1, session)}` };

  const targets = [];
  if (opts.baseline) {
    const base = await startBackend({ databaseUrl: db.url, secrets, env, main: opts.baseline, label: 'baseline' });
    targets.push({ name: 'baseline build', url: base.url });
  }
  targets.push({ name: 'Plaza', url: app.url });
  const pool = new pg.Pool({ connectionString: db.url, max: 1 });
  targets.push({ name: 'bare query', pool });

  const results = [];
  const allTimes = {};
  let failed = 0;
  for (const term of opts.terms) {
    const path = `/api/friends/search?search=${encodeURIComponent(term)}&page=1&take=10`;
    for (const [round, target] of rotated(targets, opts.terms.indexOf(term)).entries()) {
      const times = [];
      let body;
      for (let i = 0; i < opts.requests + 5; i++) {
        const started = performance.now();
        if (target.pool) {
          const { rows } = await target.pool.query(BARE_SQL, [longestWord(term)]);
          body = { total: rows.length, data: rows };
        } else {
          const res = await fetch(target.url + path, { headers });
          body = await res.json();
          if (!res.ok) {
            failed++;
            log(`${target.name} ${term}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
            break;
          }
        }
        if (i >= 5) {
          times.push(performance.now() - started);
        }
      }
      (allTimes[target.name] ??= []).push(...times);
      const at = percentile(times);
      const result = { term, target: target.name, round, p50: at(50), p99: at(99), max: times.at(-1), total: body?.total, first: body?.data?.[0] ? `${body.data[0].first_name} ${body.data[0].last_name}` : '' };
      results.push(result);
      log(`${term.padEnd(14)} ${target.name.padEnd(15)} p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, total ${result.total}, first "${result.first}"`);
    }
  }

  await pool.end();
  const m = machine();
  process.stdout.write(
    `\nmachine ${m.cpus} × ${m.model}, ${m.platform}, Node ${m.node}, load average ${m.load_average.join(' ')}\n` +
      `${opts.members} members; ${opts.requests} sequential requests per term and target; take=10\n\n` +
      markdownTable(
        ['term', 'total', 'first result', ...targets.map((t) => `${t.name} p50 / p99`)],
        [
          ...opts.terms.map((term) => {
            const of = (name) => results.find((r) => r.term === term && r.target === name);
            const plaza = of('Plaza');
            const base = of('baseline build');
            const first = base && base.first !== plaza.first ? `${plaza.first} (baseline: ${base.first})` : plaza.first;
            const total = base && base.total !== plaza.total ? `${base.total} → ${plaza.total}` : String(plaza.total);
            return [`\`${term}\``, total, first, ...targets.map((t) => `${of(t.name).p50.toFixed(1)} / ${of(t.name).p99.toFixed(1)}`)];
          }),
          [
            '**all**',
            '',
            '',
            ...targets.map((t) => {
              const at = percentile(allTimes[t.name]);
              return `${at(50).toFixed(1)} / ${at(99).toFixed(1)}`;
            }),
          ],
        ],
      ) +
      `\nworst term at p99: ${targets
        .map((t) => {
          const worst = results.filter((r) => r.target === t.name).reduce((a, b) => (b.p99 > a.p99 ? b : a));
          return `${t.name} \`${worst.term}\` ${worst.p99.toFixed(1)} ms`;
        })
        .join(', ')}\n`,
  );
  if (opts.save) {
    log(`raw results: ${await saveResults('search-members', { options: opts, results })}`);
  }
  return failed ? 2 : 0;
}
