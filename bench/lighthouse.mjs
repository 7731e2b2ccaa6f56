/**
 * Lighthouse on the pages a member meets first, in Debian's Chromium, mobile preset with its
 * default (simulated) throttling, or `--throttling devtools` (applied).
 *
 *   node bench/lighthouse.mjs [--url http://localhost:3000] [--runs 1] [--only landing,feed]
 *
 * Without --url the script starts the built app as `npm start` does (embedded PostgreSQL, the
 * demo community) on a free port and a fresh DATA_DIR. Pages: the landing page and sign-in as a
 * visitor; the home feed, the marketplace, a listing and a chat as Ana; the console's dashboard
 * as the moderator. A member's pages are opened with their tokens already in localStorage (the
 * app's own session keys), set through the DevTools protocol before Lighthouse loads the page.
 * Prints one table (the median of --runs per page) and saves the reports' figures in bench/results/;
 * --details also prints the elements each failed accessibility, best-practice or SEO audit names,
 * and the elements that moved (layout shifts).
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { cleanups, intOption, log, markdownTable, median, runMain, saveResults, usage } from './lib/harness.mjs';
import { demoPages, startDemoApp, storeSession } from './lib/pages.mjs';

const { values: opts } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string' },
    only: { type: 'string' },
    details: { type: 'boolean', default: false },
    // `devtools`: the page really loads on a throttled network and CPU, instead of Lighthouse's
    // simulation from an unthrottled load (which counts every request done before the first paint).
    throttling: { type: 'string', default: 'simulate' },
    'no-save': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  process.stdout.write(usage(new URL(import.meta.url).pathname));
  process.exit(0);
}
const RUNS = intOption('--runs', opts.runs, 1, 1, 9);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };

/** Sets (or clears) the app's session in the browser's localStorage for `base`. */
async function useSession(port, base, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${base}/api/health`);
    // Every run a first visit: no HTTP cache, service worker or its caches from the run before
    // (Lighthouse's own reset is off, for it would also clear the session set below).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: 'service_workers,cache_storage' });
    await page.evaluate(storeSession, session);
    await page.close();
  } finally {
    await browser.close().catch(() => {});
  }
}

async function audit(port, url) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', disableStorageReset: true, formFactor: 'mobile', throttlingMethod: opts.throttling });
  const { categories, audits } = result.lhr;
  if (opts.details) {
    for (const ref of ['accessibility', 'best-practices', 'seo'].flatMap((c) => categories[c].auditRefs)) {
      const a = audits[ref.id];
      if (a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary') {
        const nodes = (a.details?.items ?? []).map((item) => item.node?.snippet ?? item.node?.selector ?? JSON.stringify(item).slice(0, 120));
        log(`${url} ${a.id}: ${a.title}\n  ${nodes.slice(0, 5).join('\n  ')}`);
      }
    }
    // From the trace: Lighthouse's own layout-shifts audit fails on Debian's Chromium (no screenshots).
    const shifts = (result.artifacts.Trace?.traceEvents ?? [])
      .filter((e) => e.name === 'LayoutShift' && !e.args.data.had_recent_input)
      .map((e) => `${e.args.data.score.toFixed(3)} ${(e.args.data.impacted_nodes ?? []).map((n) => `[${n.old_rect}] -> [${n.new_rect}]`).join(', ')}`);
    // What the largest paint waited for, and the heaviest downloads (simulated times, ms).
    // Lighthouse's element table needs an artifact Debian's Chromium does not give: read the trace.
    const candidate = (result.artifacts.Trace?.traceEvents ?? []).filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1)?.args?.data;
    const element = candidate ? `${candidate.type} of ${candidate.size} px²${candidate.url ? ` ${candidate.url}` : ''}` : '?';
    const heavy = [...(audits['network-requests']?.details?.items ?? [])].sort((a, b) => b.transferSize - a.transferSize).slice(0, 8);
    log(`${url} LCP: ${element}\n  ${heavy.map((r) => `${Math.round(r.transferSize / 1024)} KB ${r.url.replace(/^https?:\/\/[^/]+/, '')}`).join('\n  ')}`);
    // Where the main thread went (ms at Lighthouse's 4x CPU slowdown): by kind, then by script.
    const kinds = (audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => `${i.groupLabel} ${Math.round(i.duration)}`);
    const scripts = (audits['bootup-time']?.details?.items ?? [])
      .slice(0, 6)
      .map((i) => `${i.url.replace(/^https?:\/\/[^/]+/, '')} run ${Math.round(i.scripting)} parse ${Math.round(i.scriptParseCompile)}`);
    log(`${url} main thread: ${kinds.join(', ')}\n  ${scripts.join('\n  ')}`);
    // The tasks TBT counts (simulated start and duration, ms), with the script each ran.
    const tasks = (audits['long-tasks']?.details?.items ?? []).map((t) => `${Math.round(t.startTime)} +${Math.round(t.duration)} ${t.url.replace(/^https?:\/\/[^/]+/, '')}`);
    log(`${url} long tasks:\n  ${tasks.join('\n  ')}`);
    if (shifts.length) {
      log(`${url} layout shifts (score, boxes moved as x,y,width,height in CSS px):\n  ${shifts.slice(0, 5).join('\n  ')}`);
    }
  }
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    'best-practices': Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    fcp: audits['first-contentful-paint'].numericValue / 1000,
    lcp: audits['largest-contentful-paint'].numericValue / 1000,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    bytes: audits['total-byte-weight'].numericValue / 1024,
    // How fast this machine ran Lighthouse's own CPU benchmark: TBT scales with its inverse.
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    // Accessibility, best practices and SEO first: they do not depend on the machine.
    failed: ['accessibility', 'best-practices', 'seo', 'performance']
      .flatMap((c) => categories[c].auditRefs)
      .map((ref) => audits[ref.id])
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id),
  };
}

await runMain(async () => {
  const base = opts.url ?? (await startDemoApp());
  const pages = (await demoPages(base, opts.only)).map((page) => ({
    ...page,
    goals: { ...GOALS, seo: page.public ? GOALS.seo : null, performance: page.name === 'console' ? 85 : GOALS.performance },
  }));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  cleanups.push(() => chrome.kill());
  const rows = [];
  const report = { base, runs: RUNS, pages: {} };
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      await useSession(chrome.port, base, page.session);
      runs.push(await audit(chrome.port, `${base}${page.path}`));
      log(`${page.name} run ${i + 1}: ${JSON.stringify({ ...runs.at(-1), failed: undefined })}`);
    }
    const m = (key) => median(runs.map((r) => r[key]));
    const verdict = Object.entries(page.goals).every(([key, goal]) => goal === null || m(key) >= goal) && m('lcp') <= 2 && m('tbt') <= 150 && m('cls') <= 0.02;
    report.pages[page.name] = { path: page.path, runs };
    rows.push([
      page.name,
      m('performance'),
      m('accessibility'),
      m('best-practices'),
      page.goals.seo === null ? '–' : m('seo'),
      m('fcp').toFixed(2),
      m('lcp').toFixed(2),
      Math.round(m('tbt')),
      m('cls').toFixed(3),
      Math.round(m('bytes')),
      Math.round(m('benchmarkIndex')),
      verdict ? 'met' : 'not met',
      [...new Set(runs.flatMap((r) => r.failed))].slice(0, 6).join(', '),
    ]);
  }
  console.log(markdownTable(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'KB', 'CPU index', 'goals', 'audits below 0.9'], rows));
  if (!opts['no-save']) {
    log(`saved ${await saveResults('lighthouse', report)}`);
  }
  return 0;
}, 1800);
