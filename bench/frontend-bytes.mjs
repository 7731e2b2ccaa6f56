#!/usr/bin/env node
/**
 * Frontend delivery: what a visitor's browser downloads for the landing page, as it is served by
 * the backend build (precompressed files, cache headers), and the size of every chunk of the
 * frontend build. Bytes do not depend on the machine's load.
 *
 *   npm run build                                   # backend and frontend
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/frontend-bytes.mjs
 *
 * It starts the backend build serving frontend/dist (a database of its own, as the other
 * benchmarks), opens `/` in Chromium (CHROMIUM_PATH, default /usr/bin/chromium) as a visitor,
 * records every response (bytes on the wire, bytes decoded, encoding, cache-control), then loads
 * the page a second time to count what the browser asked for again.
 *
 * Options: --dist <folder> (default frontend/dist), --no-save.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createDatabase, log, markdownTable, newSecrets, ROOT, runMain, saveResults, startBackend, usage } from './lib/harness.mjs';

await runMain(main, 600);

async function main() {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, 'no-save': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    process.stdout.write(usage(fileURLToPath(import.meta.url)));
    return 0;
  }
  const dist = values.dist ?? join(ROOT, 'frontend', 'dist');
  const kb = (n) => (n / 1024).toFixed(1);

  // Every chunk of the build: raw, gzip (best) and brotli (best) bytes.
  const files = readdirSync(join(dist, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const bytes = readFileSync(join(dist, 'assets', f));
      return {
        file: f,
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    })
    .sort((a, b) => b.raw - a.raw);

  const db = await createDatabase('bytes');
  const app = await startBackend({ databaseUrl: db.url, secrets: newSecrets(), env: { FRONTEND_DIST: dist } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const responses = [];
    page.on('requestfinished', async (request) => {
      const response = await request.response();
      const sizes = await request.sizes();
      responses.push({
        url: new URL(request.url()).pathname,
        type: request.resourceType(),
        status: response?.status(),
        wire: sizes.responseBodySize,
        encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        cache: (await response?.headerValue('cache-control')) ?? '',
      });
    });
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const first = responses.splice(0);
    const decoded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ url: new URL(e.name).pathname, decoded: e.decodedBodySize })),
    );
    const decodedOf = new Map(decoded.map((e) => [e.url, e.decoded]));
    // A second visit (a new navigation, as following a link back to the site): what comes again.
    await page.goto('about:blank');
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
    const second = responses.splice(0);
    const again = second.filter((r) => r.wire > 0);

    const scripts = first.filter((r) => r.type === 'script');
    const wire = scripts.reduce((n, r) => n + r.wire, 0);
    const raw = scripts.reduce((n, r) => n + (decodedOf.get(r.url) ?? 0), 0);
    const report =
      `Landing page (/) as a visitor: ${scripts.length} JavaScript files, ${kb(wire)} KB on the wire ` +
      `(${kb(raw)} KB decoded); everything: ${first.length} responses, ${kb(first.reduce((n, r) => n + r.wire, 0))} KB.\n` +
      `Second visit: ${kb(again.reduce((n, r) => n + r.wire, 0))} KB on the wire, from ${again.map((r) => r.url).join(', ') || 'nothing'}; ` +
      `the other ${second.length - again.length} responses came from the browser's cache.\n\n` +
      markdownTable(
        ['landing page response', 'KB on the wire', 'KB decoded', 'encoding', 'cache-control'],
        first.map((r) => [r.url, kb(r.wire), kb(decodedOf.get(r.url) ?? r.wire), r.encoding, r.cache]),
      ) +
      '\n\nEvery chunk of the build:\n\n' +
      markdownTable(
        ['chunk', 'raw KB', 'gzip KB', 'brotli KB'],
        files.map((f) => [f.file, kb(f.raw), kb(f.gzip), kb(f.brotli)]),
      ) +
      '\n';
    process.stdout.write(report);
    if (!values['no-save']) {
      log(`raw results: ${await saveResults('frontend-bytes', { dist: relative(ROOT, dist), first, second, files, wire, raw })}`);
    }
    return statSync(dist).isDirectory() ? 0 : 1;
  } finally {
    await browser.close();
  }
}
