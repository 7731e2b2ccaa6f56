/**
 * Which renders hold a phone's main thread, page by page: React's own scheduler, read from a trace.
 *
 *   node bench/react-renders.mjs [--only feed,chat] [--min 30] [--cpu 4] [--runs 1]
 *
 * Builds the app with React's profiling build (PLAZA_REACT_PROFILING=1, into a temporary folder),
 * starts it on the demo community and opens the pages of lighthouse.mjs in Debian's Chromium at
 * --cpu times CPU slowdown. React writes its scheduler to the trace (Chrome's performance tracks):
 * a blocking render cannot be cut in slices, so it is one long task; a transition's render is,
 * but no commit is, a transition's included. Prints each blocking render and each commit of at
 * least --min ms with the update it came from (the DOM event being handled, `Update` from a timer
 * or a promise, `Cascading Update` from a commit), then per page the time React spent in one-task
 * work and in transitions' renders. A diagnosis, not a figure to track.
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { cleanups, intOption, log, markdownTable, runMain, usage } from './lib/harness.mjs';
import { buildFrontendWith, demoPages, startDemoApp, throttledTab } from './lib/pages.mjs';

const { values: opts } = parseArgs({
  options: {
    only: { type: 'string' },
    min: { type: 'string' },
    cpu: { type: 'string' },
    runs: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  process.stdout.write(usage(new URL(import.meta.url).pathname));
  process.exit(0);
}
const MIN_MS = intOption('--min', opts.min, 30, 1, 10_000);
const CPU = intOption('--cpu', opts.cpu, 4, 1, 20);
const RUNS = intOption('--runs', opts.runs, 1, 1, 9);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** React's scheduler entries of one page load: track (Blocking, Transition…), label, start and duration in ms. */
async function schedulerOf(browser, base, page) {
  const { context, tab } = await throttledTab(browser, base, page, CPU);
  try {
    await browser.startTracing(tab, { categories: ['blink.console', 'devtools.timeline'] });
    await tab.goto(`${base}${page.path}`, { waitUntil: 'load' });
    await tab.waitForTimeout(6000);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    return events
      .filter((e) => e.name === 'TimeStamp' && e.args?.data?.track && !e.args.data.track.includes('Components'))
      .map((e) => ({ track: e.args.data.track, label: e.args.data.message, start: Number(e.args.data.start) / 1000, ms: (Number(e.args.data.end) - Number(e.args.data.start)) / 1000 }))
      .sort((a, b) => a.start - b.start);
  } finally {
    await context.close();
  }
}

await runMain(async () => {
  const dist = await buildFrontendWith({ PLAZA_REACT_PROFILING: '1' }, "with React's profiling build");
  const base = await startDemoApp({ FRONTEND_DIST: dist });
  const pages = await demoPages(base, opts.only);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  cleanups.push(() => browser.close());
  const rows = [];
  for (const page of pages) {
    for (let run = 1; run <= RUNS; run += 1) {
      const entries = await schedulerOf(browser, base, page);
      // A commit is one task on any track: a transition's renders yield, its commit does not.
      const blocks = (e) => (e.track === 'Blocking' && e.label === 'Render') || e.label === 'Commit';
      const work = (inTransition) => entries.filter((e) => /^(Render|Commit)$/.test(e.label) && blocks(e) !== inTransition);
      const cause = { Blocking: 'start', Transition: 'start' };
      const long = [];
      for (const e of entries.filter((x) => x.track in cause)) {
        if (/^(Event: |Update|Cascading Update|Action)/.test(e.label)) {
          cause[e.track] = e.label === 'Update Blocked' ? cause[e.track] : e.label;
        } else if (blocks(e) && e.ms >= MIN_MS) {
          const kind = e.track === 'Transition' ? 'transition commit' : e.label.toLowerCase();
          long.push(`${kind} ${Math.round(e.ms)} (${cause[e.track]})`);
        }
      }
      const sum = (list) => Math.round(list.reduce((total, e) => total + e.ms, 0));
      log(`${page.name} run ${run}: ${long.join(', ') || 'no blocking render or commit of ' + MIN_MS + ' ms'}`);
      rows.push([page.name, run, sum(work(false)), sum(work(true)), long.length, long.slice(0, 3).join(', ')]);
    }
  }
  console.log(markdownTable(['page', 'run', `blocking ms (${CPU}x)`, 'transition renders ms', `blocking ≥ ${MIN_MS} ms`, 'longest first three'], rows));
  return 0;
}, 1800);
