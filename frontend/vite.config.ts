import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { adminRouter } from './build/admin-router.ts';
import { compileHints } from './build/compile-hints.ts';
import { delivery } from './build/delivery.ts';
import { emojiNamesModule } from './build/emoji-names.ts';
import { firstChunks } from './build/first-chunks.ts';
import { firstScripts } from './build/first-script.ts';
import { inlineSmallCss } from './build/inline-css.ts';
import { muiThemeWithoutCssVars } from './build/mui-theme.ts';
import { reactFacade } from './build/react-facade.ts';
import { FIRST_CHUNKS_ID, FIRST_PAGES } from './src/lib/firstPages.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// React's profiling build, whose scheduler shows in a trace (bench/react-renders.mjs); never shipped.
const reactProfiling = process.env.PLAZA_REACT_PROFILING === '1';
// Readable code, whose functions a CPU profile names (bench/cpu-profile.mjs); never shipped.
const unminified = process.env.PLAZA_UNMINIFIED === '1';
const backend = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * Libraries the first paint needs, kept apart from app code so they stay cached across releases.
 * `$initial` limits each group to modules loaded at start-up: what only a lazy page imports
 * (an icon, a MUI component, the admin console) stays in that page's chunk.
 */
const vendorGroups = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    tags: ['$initial' as const],
  },
  {
    // i18next's set-up and the start-up words (common, home): one chunk of the i18n step. Small since
    // the areas bring their own words, it would otherwise be copied into every chunk that imports it.
    name: 'words',
    test: /[\\/]src[\\/]i18n[\\/](?:index|languages|keys)\.ts$|[\\/]src[\\/]i18n[\\/]locales[\\/]en[\\/]/,
    tags: ['$initial' as const],
  },
  {
    name: 'mui',
    test: /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|react-transition-group|react-is)[\\/]/,
    tags: ['$initial' as const],
  },
];

export default defineConfig({
  root,
  plugins: [
    react(),
    // Two trims of what every visitor downloads (see each file): react-admin's router adapter
    // without react-router's data router, and MUI's createTheme without its CSS-variable builder.
    adminRouter(),
    muiThemeWithoutCssVars(),
    reactFacade(),
    // The emoji picker's names in the languages its package has no dataset for (Arabic), from CLDR.
    emojiNamesModule(),
    // The first paint waits for no stylesheet: the app's few hundred bytes of CSS are in index.html.
    inlineSmallCss(),
    // Scripts of their own ahead of the app: the page's first API reads (src/first.ts), then the
    // app's modules in steps, a task each (src/boot/).
    firstScripts(['src/first.ts', 'src/boot/react.ts', 'src/boot/theme.ts', 'src/boot/i18n.ts', 'src/boot/api.ts']),
    // Each first page's own chunks, listed in index.html for the first script to preload.
    firstChunks(FIRST_PAGES, FIRST_CHUNKS_ID),
    // V8 compiles each chunk's functions off the main thread while it downloads.
    compileHints(),
    // Precompressed files for the server, and the landing page's JavaScript budget: 190 KB gzip
    // (bench/frontend-bytes.mjs lists the chunks). Past it the build fails: move what a visitor does not
    // need behind a lazy import. It was 150 KB before i18next (15 KB) and the English words (19 KB), 192 KB
    // before inlined common chunks (+6 KB), 196 KB before the first-reads script (+2.5 KB), 202 KB before
    // the areas' words came with their pages (2026-12-01: 201.6 -> 183.6 KB).
    // The packages listed as members-only fail the build if the landing page loads them.
    delivery({
      landing: 'src/features/home/LandingPage.tsx',
      budgetGzipBytes: reactProfiling || unminified ? Infinity : 190 * 1024,
      membersOnly: ['@tanstack/react-query', '@tanstack/query-core', 'socket.io-client', 'emoji-picker-react', 'react-admin', 'ra-core'],
    }),
  ],
  // The SDK workspace is read from its TypeScript sources here; integrators get its built dist/.
  resolve: {
    conditions: ['plaza-source', ...defaultClientConditions],
    alias: reactProfiling ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : [],
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, ws: true, changeOrigin: true },
      '/storage': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    minify: !unminified,
    emptyOutDir: true,
    // Every browser Plaza supports preloads modules itself (Chrome 66, Firefox 115, Safari 17):
    // no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Small shared chunks are copied into the chunks that use them (one module state still, by
      // Rolldown's registry): a member's feed loaded 109 scripts, 33 now. Over HTTP/1.1's six
      // connections each request is a round trip; Lighthouse's LCP of the feed fell 5.8 -> 3.9 s.
      // It needs strict execution order (+6 KB gzip on the landing page for its wrappers).
      preserveEntrySignatures: false,
      output: { codeSplitting: { groups: vendorGroups, experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
    },
  },
});
