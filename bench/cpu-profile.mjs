/**
 * Where a page's main thread goes, by script and by function: V8's CPU profile of each page load.
 *
 *   node bench/cpu-profile.mjs [--only feed,chat] [--cpu 4] [--runs 3] [--top 20] [--url http://localhost:3000]
 *
 * Builds the app unminified (PLAZA_UNMINIFIED=1, into a temporary folder: its functions keep their
 * names) and starts it on the demo community, or profiles the app at --url (build that one with
 * PLAZA_UNMINIFIED=1 too). Opens the pages of lighthouse.mjs in Debian's Chromium at --cpu times CPU
 * slowdown, samples every 200 µs from the navigation to 5 s after the load event, and prints per
 * page the median over --runs of: the time in each script (hashes dropped), the functions with the
 * most self time, and the components (capitalised functions) with the most time in their own call,
 * hooks included (children render in calls of their own). `(program)` is the engine's native work
 * outside JavaScript: parsing, style, layout, paint. A diagnosis, not a figure to track.
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { cleanups, intOption, log, markdownTable, median, runMain, usage } from './lib/harness.mjs';
import { buildFrontendWith, demoPages, startDemoApp, throttledTab } from './lib/pages.mjs';

const { values: opts } = parseArgs({
  options: {
    only: { type: 'string' },
    cpu: { type: 'string' },
    runs: { type: 'string' },
    top: { type: 'string' },
    url: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  process.stdout.write(usage(new URL(import.meta.url).pathname));
  process.exit(0);
}
const CPU = intOption('--cpu', opts.cpu, 4, 1, 20);
const RUNS = intOption('--runs', opts.runs, 3, 1, 9);
const TOP = intOption('--top', opts.top, 20, 1, 200);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A script's name without its content hash: /assets/react-C36sPRM5.js is `react.js`. */
const scriptOf = (url) => (url ? url.split('/').pop().replace(/-[\w-]{8}(\.\w+)$/, '$1') : '');

/** One page load's profile, as milliseconds per script, per function (self) and per component (own call). */
async function profileOf(browser, base, page) {
  const { context, tab, cdp } = await throttledTab(browser, base, page, CPU);
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await tab.goto(`${base}${page.path}`, { waitUntil: 'load' });
    await tab.waitForTimeout(5000);
    const { profile } = await cdp.send('Profiler.stop');
    return tally(profile);
  } finally {
    await context.close();
  }
}

function tally(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) {
      parent.set(child, node.id);
    }
  }
  const sampled = new Map();
  profile.samples.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000));
  const name = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return url ? `${functionName || '(anonymous)'} ${scriptOf(url)}:${lineNumber + 1}` : functionName;
  };
  const scripts = new Map();
  const functions = new Map();
  const components = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  for (const [id, ms] of sampled) {
    const node = nodes.get(id);
    add(scripts, scriptOf(node.callFrame.url) || node.callFrame.functionName, ms);
    add(functions, name(node), ms);
    // A component's own call and what it calls (its hooks), counted once however deep it recurses.
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = nodes.get(at);
      if (/^[A-Z]/.test(frame.callFrame.functionName) && frame.callFrame.url && !seen.has(name(frame))) {
        seen.add(name(frame));
        add(components, name(frame), ms);
      }
    }
  }
  scripts.delete('(idle)');
  functions.delete('(idle)');
  return { scripts, functions, components };
}

/** The TOP keys by median over the runs (a run without the key counts 0), with their medians. */
function medians(runs, key) {
  const keys = new Set(runs.flatMap((run) => [...run[key].keys()]));
  return [...keys]
    .map((k) => [k, median(runs.map((run) => run[key].get(k) ?? 0))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([k, ms]) => [k, Math.round(ms)]);
}

await runMain(async () => {
  const base = opts.url ?? (await startDemoApp({ FRONTEND_DIST: await buildFrontendWith({ PLAZA_UNMINIFIED: '1' }, 'unminified') }));
  const pages = await demoPages(base, opts.only);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  cleanups.push(() => browser.close());
  for (const page of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      runs.push(await profileOf(browser, base, page));
      log(`${page.name} run ${run} profiled`);
    }
    const total = median(runs.map((run) => [...run.scripts.values()].reduce((sum, ms) => sum + ms, 0)));
    console.log(`\n## ${page.name}: ${Math.round(total)} ms of main-thread work at ${CPU}x CPU (median of ${RUNS})\n`);
    for (const [title, key] of [['script', 'scripts'], ['function (self)', 'functions'], ['component (own call)', 'components']]) {
      console.log(`${markdownTable([title, 'ms'], medians(runs, key))}\n`);
    }
  }
  return 0;
}, 1800);
