#!/usr/bin/env node
/**
 * Site search latency: `GET /api/search?q=…` (every type at once, 5 results each) with `--rows`
 * rows in each searched table, against the per-section searches it replaces as baseline
 * (`GET /api/blogs?search=…`, `GET /api/marketplaces?search=…`, each one section), in the same run.
 *
 *   npm run build -w backend
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/search/site.mjs --rows 100000
 *
 * What it does: creates a database (on DATABASE_URL's server, else an embedded PostgreSQL), lets
 * the build migrate it, seeds 1,000 members, then `--rows` rows in each of posts, blogs, events,
 * forum threads, forum replies, pictures, albums, videos, storage items, bookmarks and marketplace
 * listings (texts of words drawn from one vocabulary, a few common, most rare, and made-up words),
 * and sends every term one request at a time as member 1, in rounds, to each target:
 *   - site:          the site search over every type (what the top bar's results page asks);
 *   - site-suggest:  the same with 3 per type (the search box's suggestions);
 *   - blogs-section, marketplaces-section: one section's own search (the baseline).
 * Percentiles are nearest-rank over every request of a target and term; a second table has the CPU
 * time per request of the server and of PostgreSQL (every postgres process on the machine).
 *
 * Options (flag, or environment variable, or default):
 *   --rows      BENCH_ROWS     100000  rows per searched table
 *   --rounds    BENCH_ROUNDS   3
 *   --repeat    BENCH_REPEAT   20      requests per term and round
 *   --warmup    BENCH_WARMUP   50      requests per target before measuring (terms in turn): every
 *                                      pooled connection's caches warm, as a running server's are
 *   --keep-db                          keep (and reuse) the seeded database: plaza_bench_site_<rows>
 *   --no-save                          do not write bench/results/site-search-<date>.json
 *
 * Exit codes: 0 done; 1 setup failed; 2 a request failed.
 */
import os from 'node:os';
import { createHistogram, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { accessToken, cpuSeconds, createDatabase, intOption, log, machine, markdownTable, newSecrets, postgresCpuSeconds, runMain, saveResults, startBackend, usage, withClient } from '../lib/harness.mjs';
import { seedSocial } from '../lib/seed.mjs';

/** What members type: a word in most rows, a rarer one, two words, a typo, a prefix, an accent, nothing. */
const TERMS = ['good', 'guitar', 'vintage guitar', 'guitra', 'camer', 'café', 'zeppelin'];

const WORDS = `good condition works perfectly small scratch original box receipt included pick up evening weekend city center
station cash price firm quick sale moving abroad week details photos request barely used like new cleaned serviced battery spare parts
manual black white grey blue red green brown silver wood metal plastic glass fabric leather cotton wool vintage style modern design
handmade gift students families beginners professionals kids adults pets home office garden balcony kitchen bedroom living bathroom
delivery nearby shipping parcel guitar piano camera laptop phone bike table chair lamp mirror kayak drone printer monitor kettle tent
bom estado funciona entrega cidade preço venda rápida mudança fotos ótimo estudantes famílias escritório jardim café manhã noite sábado`
  .split(/\s+/)
  .filter(Boolean);

const sqlArray = (values) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/** SQL: `n` words drawn from the vocabulary `w` (rare words often, common ones too), then a made-up one. */
const words = (n) => `(select string_agg(w[1 + floor(power(random(), 1.6) * cardinality(w))::int + 0 * k], ' ') from generate_series(1, ${n}) k where k > 0 * g) || ' ' || substr(md5(random()::text), 1, 8)`;

/** Each searched table's rows, g = 1..rows, member 1 + g % 1000; `v` is the vocabulary. */
const TABLES = {
  posts: `insert into posts (user_id, body, created_at) select 1 + g % 1000, ${words(20)}, now() - (g || ' seconds')::interval from generate_series(1, $1::int) g, v`,
  blogs: `insert into blogs (user_id, category_id, title, body, body_html, excerpt, created_at)
          select 1 + g % 1000, (select min(id) from community_categories where kind = 'blog'), initcap(${words(4)}), b, b, left(b, 200), now() - (g || ' seconds')::interval
            from generate_series(1, $1::int) g, v, lateral (select ${words(60)} as b) t`,
  events: `insert into events (user_id, category_id, title, location, description, description_html, excerpt, starts_at, created_at)
           select 1 + g % 1000, (select min(id) from community_categories where kind = 'event'), initcap(${words(4)}), 'Lisboa', b, b, left(b, 200),
                  now() + (g || ' minutes')::interval, now() - (g || ' seconds')::interval
             from generate_series(1, $1::int) g, v, lateral (select ${words(40)} as b) t`,
  forum_threads: `insert into forum_threads (user_id, category_id, title, body, body_html, excerpt, created_at)
                  select 1 + g % 1000, (select min(id) from community_categories where kind = 'forum'), initcap(${words(5)}), b, b, left(b, 200), now() - (g || ' seconds')::interval
                    from generate_series(1, $1::int) g, v, lateral (select ${words(40)} as b) t`,
  forum_replies: `insert into forum_replies (thread_id, user_id, body, body_html, created_at)
                  select 1 + g % (select count(*) from forum_threads)::int, 1 + g % 1000, b, b, now() - (g || ' seconds')::interval
                    from generate_series(1, $1::int) g, v, lateral (select ${words(25)} as b) t`,
  pictures: `insert into pictures (user_id, title, caption, image, width, height, created_at)
             select 1 + g % 1000, initcap(${words(3)}), ${words(10)}, 'p' || g || '.webp', 800, 600, now() - (g || ' seconds')::interval from generate_series(1, $1::int) g, v`,
  picture_albums: `insert into picture_albums (user_id, name, description, created_at)
                   select 1 + g % 1000, initcap(${words(3)}), ${words(10)}, now() - (g || ' seconds')::interval from generate_series(1, $1::int) g, v`,
  videos: `insert into videos (user_id, title, description, status, progress, created_at)
           select 1 + g % 1000, initcap(${words(4)}), ${words(15)}, 'ready', 100, now() - (g || ' seconds')::interval from generate_series(1, $1::int) g, v`,
  storage_items: `insert into storage_items (user_id, kind, name, created_at)
                  select 1 + g % 1000, 'folder', ${words(3)} || ' ' || g, now() - (g || ' seconds')::interval from generate_series(1, $1::int) g, v`,
  bookmarks: `insert into bookmarks (user_id, "group", title, url, description, position)
              select 1 + g % 1000, 'bank', initcap(${words(3)}), 'https://example.com/' || g, ${words(8)}, g from generate_series(1, $1::int) g, v`,
  listings: `insert into listings (section, user_id, title, description, category, location, price, expires_at, created_at)
             select 'marketplaces', 1 + g % 1000, initcap(${words(4)}), ${words(20)}, 'Other', 'Lisboa', round((random() * 900)::numeric, 2),
                    now() + interval '30 days', now() - (g || ' seconds')::interval from generate_series(1, $1::int) g, v`,
};

async function seed(url, rows) {
  await withClient(url, async (c) => {
    await c.query('select setseed(0.31)');
    await c.query(`create temporary table v as select ${sqlArray(WORDS)} as w`);
    for (const [table, statement] of Object.entries(TABLES)) {
      // A kept database whose seeding was interrupted resumes: each table fills in one statement.
      if ((await c.query(`select exists (select 1 from ${table}) as filled`)).rows[0].filled) {
        continue;
      }
      const started = performance.now();
      // Counters, word lists and notifications are not what is measured: filled once at the end.
      await c.query(`alter table ${table} disable trigger user`);
      await c.query(statement, [rows]);
      await c.query(`alter table ${table} enable trigger user`);
      log(`${table}: ${rows} rows in ${Math.round(performance.now() - started)} ms`);
    }
    await c.query(`insert into listing_marketplaces (listing_id, contact_information) select id, 'Message me on Plaza' from listings`);
    for (const table of [...Object.keys(TABLES)]) {
      await c.query(`insert into search_words (word) select distinct w from ${table}, unnest(tsvector_to_array(search_vector)) w
                     where char_length(w) between 4 and 40 and w ~ '^[[:alnum:]]+$' on conflict do nothing`);
      await c.query(`vacuum analyze ${table}`);
    }
    await c.query(`insert into listing_words (word) select word from search_words on conflict do nothing`);
    await c.query('vacuum analyze search_words');
    await c.query('vacuum analyze listing_words');
  });
}

function summary(histogram) {
  const ms = (v) => Math.round((v / 1e6) * 100) / 100;
  return { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), count: histogram.count };
}

async function main() {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string' },
      rounds: { type: 'string' },
      repeat: { type: 'string' },
      warmup: { type: 'string' },
      'keep-db': { type: 'boolean' },
      'no-save': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(usage(new URL(import.meta.url).pathname));
    return 0;
  }
  const rows = intOption('--rows', values.rows ?? process.env.BENCH_ROWS, 100_000, 100, 2_000_000);
  const rounds = intOption('--rounds', values.rounds ?? process.env.BENCH_ROUNDS, 3, 1, 100);
  const repeat = intOption('--repeat', values.repeat ?? process.env.BENCH_REPEAT, 20, 1, 1000);
  const warmup = intOption('--warmup', values.warmup ?? process.env.BENCH_WARMUP, 50, 0, 10_000);
  const db = await createDatabase('site', values['keep-db'] ? { name: `plaza_bench_site_${rows}`, keep: true } : {});
  const secrets = newSecrets();
  const backend = await startBackend({ databaseUrl: db.url, secrets, env: { LISTINGS_SWEEP_SECONDS: '0', SEED_DEMO: 'false' } });
  // The word lists are filled last: without them a kept database's seeding did not finish.
  const complete = db.reused && (await withClient(db.url, async (c) => (await c.query('select exists (select 1 from search_words) as done')).rows[0].done));
  if (!complete) {
    const started = performance.now();
    if (!db.reused || !(await withClient(db.url, async (c) => (await c.query('select count(*)::int as n from users')).rows[0].n))) {
      await seedSocial(db.url, { members: 1000, membersOnly: true });
    }
    await seed(db.url, rows);
    log(`seeded ${rows} rows per table in ${Math.round((performance.now() - started) / 1000)} s`);
  }
  const session = await withClient(db.url, async (c) => (await c.query('select id from sessions where user_id = 1')).rows[0].id);
  const headers = { authorization: `Bearer ${accessToken(secrets.jwt, 1, session)}` };
  const vocabulary = await withClient(db.url, async (c) => (await c.query('select count(*)::int as n from search_words')).rows[0].n);

  const get = (label, path) => async (term) => {
    const res = await fetch(`${backend.url}${path(encodeURIComponent(term))}`, { headers });
    if (res.status !== 200) {
      throw new Error(`${label} answered ${res.status} for "${term}": ${await res.text()}`);
    }
    const body = await res.json();
    return body.data.total ?? body.total;
  };
  const targets = {
    site: get('site', (q) => `/api/search?q=${q}`),
    'site-suggest': get('site-suggest', (q) => `/api/search?q=${q}&take=3`),
    'blogs-section': get('blogs', (q) => `/api/blogs?search=${q}&take=10`),
    'marketplaces-section': get('marketplaces', (q) => `/api/marketplaces?search=${q}&take=12`),
  };
  const names = Object.keys(targets);
  const perTerm = Object.fromEntries(TERMS.map((t) => [t, Object.fromEntries(names.map((n) => [n, createHistogram()]))]));
  const found = Object.fromEntries(TERMS.map((t) => [t, {}]));
  // CPU seconds of the server and of PostgreSQL over each term's requests: where a search's time goes.
  const cpu = Object.fromEntries(TERMS.map((t) => [t, Object.fromEntries(names.map((n) => [n, { server: 0, postgres: 0 }]))]));
  for (const term of TERMS) {
    for (const name of names) {
      found[term][name] = await targets[name](term);
    }
  }
  // A connection's first statements load catalog caches and the unaccent rules: 20–40 ms the first
  // time on each of the pool's ten connections, which a server that has been running has paid.
  for (const name of names) {
    for (let i = 0; i < warmup; i++) {
      await targets[name](TERMS[i % TERMS.length]);
    }
  }
  for (let round = 1; round <= rounds; round++) {
    for (const name of names) {
      for (const term of TERMS) {
        const [server, postgres] = [cpuSeconds(backend.pid), postgresCpuSeconds()];
        for (let i = 0; i < repeat; i++) {
          const start = process.hrtime.bigint();
          await targets[name](term);
          perTerm[term][name].record(Math.max(1, Number(process.hrtime.bigint() - start)));
        }
        cpu[term][name].server += cpuSeconds(backend.pid) - server;
        cpu[term][name].postgres += postgresCpuSeconds() - postgres;
      }
    }
    log(`round ${round}/${rounds} done (load ${os.loadavg()[0].toFixed(1)})`);
  }
  const perRequest = (seconds) => Math.round((seconds / (rounds * repeat)) * 1e4) / 10;
  const terms = Object.fromEntries(
    TERMS.map((t) => [
      t,
      Object.fromEntries(names.map((n) => [n, { ...summary(perTerm[t][n]), cpuServerMs: perRequest(cpu[t][n].server), cpuPostgresMs: perRequest(cpu[t][n].postgres) }])),
    ]),
  );
  const table = markdownTable(
    ['search', 'found (site / blogs / marketplaces)', ...names.map((n) => `${n} p50 / p99`)],
    TERMS.map((t) => [`\`${t}\``, `${found[t].site} / ${found[t]['blogs-section']} / ${found[t]['marketplaces-section']}`, ...names.map((n) => `${terms[t][n].p50} / ${terms[t][n].p99}`)]),
  );
  const cpuTable = markdownTable(
    ['search', ...names.map((n) => `${n} server / PostgreSQL`)],
    TERMS.map((t) => [`\`${t}\``, ...names.map((n) => `${terms[t][n].cpuServerMs} / ${terms[t][n].cpuPostgresMs}`)]),
  );
  const worst = names
    .map((n) => {
      const t = TERMS.reduce((a, b) => (terms[b][n].p99 > terms[a][n].p99 ? b : a));
      return `${n} \`${t}\` ${terms[t][n].p99} ms`;
    })
    .join(', ');
  process.stdout.write(
    `\n${rows} rows per table, ${vocabulary} typo vocabulary words, ${rounds} rounds × ${repeat} requests per term after ${warmup} per target (ms)\n\n${table}\n\nCPU ms per request\n\n${cpuTable}\n\nworst term at p99: ${worst}\n\nmachine: ${JSON.stringify(machine())}\n`,
  );
  if (!values['no-save']) {
    log(`saved ${await saveResults('site-search', { rows, rounds, repeat, warmup, vocabulary, terms, found })}`);
  }
  return 0;
}

await runMain(main, 3600);
