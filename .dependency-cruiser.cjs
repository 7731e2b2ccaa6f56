// The import graph that `npm test` checks (npm run graph): domains point to the kit and to other
// domains' front doors only, the kit never to a domain, and no file-level cycles. The ESLint rule
// in eslint-rules/ says the same file by file; this checks the whole graph, type imports included.
const KIT = '^backend/src/(common|config|queue|realtime|redis|mail|health)/|^backend/src/database/(?!seeders/)';
const TESTS = '\\.spec\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'kit-imports-no-domain',
      severity: 'error',
      comment: 'The kit never imports a domain: pass what it needs in (a descriptor, a port in common/).',
      from: { path: KIT, pathNot: TESTS },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'domains-meet-at-front-doors',
      severity: 'error',
      comment: "A domain imports another only through modules/<domain>/index.ts.",
      from: { path: '^backend/src/modules/([^/]+)/', pathNot: TESTS },
      to: { path: '^backend/src/modules/[^/]+/', pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'wiring-uses-front-doors',
      severity: 'error',
      comment: 'The app module, the CLIs and the seeders import domains through their front doors too.',
      from: { path: '^backend/src/(app\\.module|main|bootstrap|openapi)\\.ts$|^backend/src/(cli|database/seeders)/' },
      to: { path: '^backend/src/modules/[^/]+/', pathNot: '^backend/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'registry-read-by-wiring-and-console',
      severity: 'error',
      comment: 'Only the wiring and the console (admin) read the registry: a registered domain reading it would import itself.',
      from: { path: '^backend/src/modules/', pathNot: ['^backend/src/modules/admin/', '^backend/src/modules/registry\\.ts$'] },
      to: { path: '^backend/src/modules/registry\\.ts$' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No file-level import cycles: they load half-initialised modules under CommonJS.',
      from: { path: '^backend/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules|/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'backend/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
