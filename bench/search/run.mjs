#!/usr/bin/env node
/**
 * Listing search latency: `GET /api/marketplaces?search=…` on a section of 100k listings, against
 * a bare pg full-text query on the same data in the same run.
 *
 *   npm run build -w backend
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/search/run.mjs
 *
 * What it does: creates a database (on DATABASE_URL's server, else an embedded PostgreSQL), lets
 * the backend build migrate it, seeds 1,000 members and `--listings` marketplace listings in SQL
 * (titles of an adjective, a noun and a detail, Portuguese and English words with accents;
 * descriptions of 20 words from a 500-word list and two made-up ones, so the typo vocabulary
 * holds ~200k words), then, in rounds, sends every search term one request at a time (the
 * latency a member sees, not throughput) to:
 *   - app:  the app's list endpoint (HTTP, validation, the search with typo tolerance, ranking,
 *           the count and page in one query, the owner and images of each item);
 *   - bare: a bare pg query from this process: the same tsquery match (prefix, no typos),
 *           ordered by rank, first 12 rows, no count, no HTTP.
 * Percentiles are over every request of a target (all terms, all rounds).
 *
 * Options (flag, or environment variable, or default):
 *   --listings   BENCH_LISTINGS   100000  listings in the section
 *   --rounds     BENCH_ROUNDS     5       rounds
 *   --repeat     BENCH_REPEAT     20      requests per term and round
 *   --terms                       (built-in list)  comma-separated terms (e.g. a sweep of many words, --repeat 3)
 *   --keep-db                             keep (and reuse) the seeded database: plaza_bench_search_<listings>
 *   --baseline   <main.js>               another build, measured in the same rounds (target "baseline")
 *   --uncached                            also the same build with LISTING_SEARCH_CACHE_SECONDS=0 (target
 *                                         "uncached": every request resolves its words, as a search typed
 *                                         for the first time does)
 *   --no-save                             do not write bench/results/search-<date>.json
 *
 * Exit codes: 0 done; 1 setup failed; 2 a request failed.
 */
import os from 'node:os';
import { createHistogram, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  createDatabase,
  intOption,
  log,
  machine,
  markdownTable,
  newSecrets,
  runMain,
  saveResults,
  startBackend,
  usage,
  withClient,
} from '../lib/harness.mjs';
import { seedSocial } from '../lib/seed.mjs';

/** What members type: common and rare title words, two words, typos, an accent, a prefix, nothing found. */
const DEFAULT_TERMS = [
  'bike',
  'vintage bike',
  'cadeira',
  'bikke',
  'vintgae',
  'café',
  'guit',
  'ca',
  'new',
  'good condition',
  'zeppelin',
];

const ADJECTIVES = [
  'vintage',
  'modern',
  'antique',
  'compact',
  'large',
  'small',
  'wooden',
  'leather',
  'electric',
  'folding',
  'classic',
  'rustic',
  'handmade',
  'portable',
  'solid',
  'retro',
  'velho',
  'novo',
  'pequeno',
  'grande',
  'clássico',
  'elétrico',
  'dobrável',
  'usado',
  'bonito',
];
const NOUNS = [
  'bike',
  'table',
  'chair',
  'sofa',
  'lamp',
  'guitar',
  'piano',
  'camera',
  'laptop',
  'phone',
  'stroller',
  'desk',
  'bookcase',
  'wardrobe',
  'mirror',
  'rug',
  'kettle',
  'espresso machine',
  'helmet',
  'tent',
  'kayak',
  'skateboard',
  'drone',
  'printer',
  'monitor',
  'bicicleta',
  'mesa',
  'cadeira',
  'sofá',
  'candeeiro',
  'guitarra',
  'câmara',
  'secretária',
  'estante',
  'espelho',
  'tapete',
  'chaleira',
  'máquina de café',
  'capacete',
  'tenda',
];
const DETAILS = [
  'with case',
  'like new',
  'for parts',
  'barely used',
  'with charger',
  'pick-up only',
  'oak',
  'steel frame',
  'two seats',
  'café style',
  'para restaurar',
  'como novo',
  'com garantia',
  'em bom estado',
];
const WORDS =
  `good condition works perfectly small scratch original box receipt included pick up evening weekend city center near station
cash only price firm negotiable quick sale moving abroad must go this week no time wasters message me details photos upon request
barely used like new cleaned serviced recently new battery spare parts manual included fits most sizes color black white grey blue red
green brown silver wood metal plastic glass fabric leather cotton wool vintage style modern design handmade locally produced gift idea
perfect for students families beginners professionals kids adults pets home office garden balcony kitchen bedroom living room bathroom
delivery possible nearby extra fee shipping available tracked parcel bom estado funciona perfeitamente entrega em mão centro da cidade
preço fixo negociável venda rápida mudança urgente fotos detalhes mensagem ótimo para estudantes famílias escritório jardim varanda
cozinha quarto sala de estar casa de banho entrega possível envio disponível café manhã tarde noite sábado domingo semana próxima`
    .split(/\s+/)
    .filter(Boolean);

const sqlArray = (values) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

async function seedListings(url, count) {
  await withClient(url, async (c) => {
    await c.query('select setseed(0.17)');
    // The vocabulary is filled once at the end instead of row by row.
    await c.query('alter table listings disable trigger listings_collect_words');
    await c.query(
      `insert into listings (section, user_id, title, description, category, location, price, expires_at, created_at)
       select 'marketplaces', 1 + (g % 1000),
              initcap(a[1 + floor(random() * cardinality(a))::int]) || ' ' || n[1 + floor(random() * cardinality(n))::int] || ', ' || d[1 + floor(random() * cardinality(d))::int],
              (select string_agg(w[1 + floor(random() * cardinality(w))::int + 0 * k], ' ') from generate_series(1, 20) k where k > 0 * g)
                || ' ' || substr(md5(random()::text), 1, 7) || ' ' || substr(md5(random()::text), 1, 9),
              (array['Bikes', 'Furniture', 'Electronics', 'Home & kitchen', 'Musical instruments', 'Sports & leisure', 'Other'])[1 + g % 7],
              (array['Lisboa', 'Porto', 'São Paulo', 'Braga', 'Coimbra', 'Faro'])[1 + g % 6],
              round((random() * 900)::numeric, 2), now() + interval '30 days', now() - (g || ' seconds')::interval
         from generate_series(1, $1::int) g,
              (select ${sqlArray(ADJECTIVES)} as a, ${sqlArray(NOUNS)} as n, ${sqlArray(DETAILS)} as d, ${sqlArray(WORDS)} as w) vocab`,
      [count],
    );
    await c.query(
      `insert into listing_marketplaces (listing_id, contact_information) select id, 'Message me on Plaza' from listings where section = 'marketplaces'`,
    );
    await c.query(
      `insert into listing_words (word)
       select distinct w from listings, unnest(tsvector_to_array(search_vector)) w
       where char_length(w) between 4 and 40 and w ~ '^[[:alnum:]]+$'
       on conflict do nothing`,
    );
    await c.query('alter table listings enable trigger listings_collect_words');
    await c.query('vacuum analyze listings');
    await c.query('vacuum analyze listing_words');
    await c.query('vacuum analyze listing_marketplaces');
  });
}

/** The bare baseline: the same full-text match (prefix per word), top 12 by rank, no count. */
const BARE_SQL = `select id, title from listings
  where section = 'marketplaces' and status in ('active', 'reserved') and hidden_at is null
    and search_vector @@ to_tsquery('simple', $1)
  order by ts_rank(search_vector, to_tsquery('simple', $1)) desc, id desc limit 12`;
const bareQuery = (term) =>
  term
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => `${w}:*`)
    .join(' & ');

function summary(histogram) {
  const ms = (v) => Math.round((v / 1e6) * 100) / 100;
  return {
    p50: ms(histogram.percentile(50)),
    p95: ms(histogram.percentile(95)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    count: histogram.count,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      listings: { type: 'string' },
      rounds: { type: 'string' },
      repeat: { type: 'string' },
      terms: { type: 'string' },
      'keep-db': { type: 'boolean' },
      baseline: { type: 'string' },
      uncached: { type: 'boolean' },
      'no-save': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(usage(new URL(import.meta.url).pathname));
    return 0;
  }
  const listings = intOption('--listings', values.listings ?? process.env.BENCH_LISTINGS, 100_000, 100, 2_000_000);
  const rounds = intOption('--rounds', values.rounds ?? process.env.BENCH_ROUNDS, 5, 1, 100);
  const repeat = intOption('--repeat', values.repeat ?? process.env.BENCH_REPEAT, 20, 1, 1000);
  const TERMS = values.terms ? values.terms.split(',').filter(Boolean) : DEFAULT_TERMS;

  const db = await createDatabase(
    'search',
    values['keep-db'] ? { name: `plaza_bench_search_${listings}`, keep: true } : {},
  );
  const backend = await startBackend({
    databaseUrl: db.url,
    secrets: newSecrets(),
    env: { LISTINGS_SWEEP_SECONDS: '0', SEED_DEMO: 'false' },
  });
  if (!db.reused) {
    const started = performance.now();
    await seedSocial(db.url, { members: 1000, membersOnly: true });
    await seedListings(db.url, listings);
    log(`seeded ${listings} listings in ${Math.round((performance.now() - started) / 1000)} s`);
  }
  // The older build on the same database (it starts after the seeding, so its migrations are the same or older).
  const baseline = values.baseline
    ? await startBackend({
        main: values.baseline,
        label: 'baseline',
        databaseUrl: db.url,
        secrets: newSecrets(),
        env: { LISTINGS_SWEEP_SECONDS: '0', SEED_DEMO: 'false' },
      })
    : null;
  const uncached = values.uncached
    ? await startBackend({
        label: 'uncached',
        databaseUrl: db.url,
        secrets: newSecrets(),
        env: { LISTINGS_SWEEP_SECONDS: '0', SEED_DEMO: 'false', LISTING_SEARCH_CACHE_SECONDS: '0' },
      })
    : null;
  const pool = new pg.Pool({ connectionString: db.url, max: 1 });
  const stats = await withClient(
    db.url,
    async (c) =>
      (
        await c.query(
          'select (select count(*) from listings)::int as listings, (select count(*) from listing_words)::int as words',
        )
      ).rows[0],
  );
  log(`${stats.listings} listings, ${stats.words} words in the typo vocabulary`);

  const names = ['app', ...(uncached ? ['uncached'] : []), ...(baseline ? ['baseline'] : []), 'bare'];
  const histograms = Object.fromEntries(names.map((n) => [n, createHistogram()]));
  const perTerm = Object.fromEntries(
    TERMS.map((t) => [
      t,
      { ...Object.fromEntries(names.map((n) => [n, createHistogram()])), total: 0, baselineTotal: 0 },
    ]),
  );
  // The first page of each term, per build, to check that users see the same results.
  const firstPages = Object.fromEntries(TERMS.map((t) => [t, {}]));
  const search = (url, label) => async (term) => {
    const res = await fetch(`${url}/api/marketplaces?search=${encodeURIComponent(term)}&take=12`);
    if (res.status !== 200) {
      throw new Error(`${label} answered ${res.status} for "${term}": ${await res.text()}`);
    }
    const body = await res.json();
    firstPages[term][label] ??= body.data.map((item) => item.id).join(',');
    return body.total;
  };
  const targets = {
    app: search(backend.url, 'app'),
    ...(uncached ? { uncached: search(uncached.url, 'uncached') } : {}),
    ...(baseline ? { baseline: search(baseline.url, 'baseline') } : {}),
    bare: async (term) => (await pool.query(BARE_SQL, [bareQuery(term)])).rowCount,
  };
  // One unmeasured pass warms caches and every code path.
  for (const term of TERMS) {
    perTerm[term].total = await targets.app(term);
    if (baseline) {
      perTerm[term].baselineTotal = await targets.baseline(term);
    }
    if (uncached) {
      await targets.uncached(term);
    }
    await targets.bare(term);
  }
  for (let round = 1; round <= rounds; round++) {
    for (const [name, run] of Object.entries(targets)) {
      for (const term of TERMS) {
        for (let i = 0; i < repeat; i++) {
          const start = process.hrtime.bigint();
          await run(term);
          const ns = Number(process.hrtime.bigint() - start);
          histograms[name].record(Math.max(1, ns));
          perTerm[term][name].record(Math.max(1, ns));
        }
      }
    }
    log(
      `round ${round}/${rounds}: ${names.map((n) => `${n} p99 ${summary(histograms[n]).p99} ms`).join(', ')} (load ${os.loadavg()[0].toFixed(1)})`,
    );
  }
  await pool.end();

  const overall = Object.fromEntries(names.map((n) => [n, summary(histograms[n])]));
  const terms = Object.fromEntries(
    TERMS.map((t) => [
      t,
      {
        first: firstPages[t],
        matches: perTerm[t].total,
        ...(baseline ? { baselineMatches: perTerm[t].baselineTotal } : {}),
        ...Object.fromEntries(names.map((n) => [n, summary(perTerm[t][n])])),
      },
    ]),
  );
  const cells = (o) => names.flatMap((n) => [`${o[n].p50} / ${o[n].p99}`]);
  const table = markdownTable(
    [
      'search',
      baseline ? 'total (baseline → app)' : 'total',
      ...(baseline ? ['first 12 as baseline'] : []),
      ...names.map((n) => `${n} p50 / p99`),
    ],
    [
      ...TERMS.map((t) => [
        `\`${t}\``,
        baseline ? `${terms[t].baselineMatches} → ${terms[t].matches}` : terms[t].matches,
        ...(baseline ? [firstPages[t].app === firstPages[t].baseline ? 'same' : 'differ'] : []),
        ...cells(terms[t]),
      ]),
      ['**all**', '', ...(baseline ? [''] : []), ...cells(overall)],
    ],
  );
  // The goal is per term: the slowest term's p99 is the figure that says whether it is met.
  const worst = names
    .map((n) => {
      const t = TERMS.reduce((a, b) => (terms[b][n].p99 > terms[a][n].p99 ? b : a));
      return `${n} \`${t}\` ${terms[t][n].p99} ms`;
    })
    .join(', ');
  for (const t of TERMS) {
    log(`first 12 of "${t}": app ${firstPages[t].app}${baseline ? `; baseline ${firstPages[t].baseline}` : ''}`);
  }
  process.stdout.write(
    `\n${listings} listings, ${stats.words} vocabulary words, ${rounds} rounds × ${repeat} requests per term (ms)\n\n${table}\n\nworst term at p99: ${worst}\n\nmachine: ${JSON.stringify(machine())}\n`,
  );
  if (!values['no-save']) {
    log(`saved ${await saveResults('search', { listings, rounds, repeat, words: stats.words, overall, worst, terms })}`);
  }
  return 0;
}

await runMain(main, 3600);
