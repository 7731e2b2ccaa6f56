// The import graph that `npm test` checks (npm run graph), backend and frontend: domains and features
// point to the kit and to each other's front doors only, the kit never up, and no file-level cycles. The ESLint rule
// in eslint-rules/ says the same file by file; this checks the whole graph, type imports included.
const KIT = '^backend/src/(common|config|queue|realtime|redis|mail|health)/|^backend/src/database/(?!seeders/)';
const TESTS = '\\.spec\\.ts$';
const FE_TESTS = ['\\.test\\.tsx?$', '^frontend/src/test/'];

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
      from: { path: '^backend/src/modules/', pathNot: ['^backend/src/modules/admin/', '^backend/src/modules/registry(\\.spec)?\\.ts$'] },
      to: { path: '^backend/src/modules/registry\\.ts$' },
    },
    {
      name: 'fe-features-meet-at-front-doors',
      severity: 'error',
      comment: 'A frontend feature imports another only through features/<feature>/index.ts.',
      from: { path: '^frontend/src/features/([^/]+)/', pathNot: FE_TESTS },
      to: { path: '^frontend/src/features/[^/]+/', pathNot: ['^frontend/src/features/$1/', '^frontend/src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'fe-features-not-the-shell',
      severity: 'error',
      comment: 'A feature never imports the app shell or the console.',
      from: { path: '^frontend/src/features/', pathNot: FE_TESTS },
      to: { path: '^frontend/src/(app|admin)/' },
    },
    {
      name: 'fe-kit-imports-no-feature',
      severity: 'error',
      comment: 'The frontend kit (lib/, ui/) imports the kit and the SDK only.',
      from: { path: '^frontend/src/(lib|ui)/', pathNot: FE_TESTS },
      to: { path: '^frontend/src/(features|app|admin)/' },
    },
    {
      name: 'fe-console-on-the-kit',
      severity: 'error',
      comment: 'The console (admin/) borrows nothing from the member app: the kit and the SDK only.',
      from: { path: '^frontend/src/admin/', pathNot: FE_TESTS },
      to: { path: '^frontend/src/(features|app)/' },
    },
    {
      name: 'fe-shell-uses-front-doors',
      severity: 'error',
      comment: "The app shell imports features through their front doors; a page it loads lazily (import()) keeps its own chunk.",
      from: { path: '^frontend/src/app/', pathNot: FE_TESTS },
      to: { path: '^frontend/src/features/[^/]+/', pathNot: '^frontend/src/features/[^/]+/index\\.tsx?$', dynamic: false },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No file-level import cycles: they load half-initialised modules (a lazy import() is no cycle).',
      from: { path: '^(backend|frontend)/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
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
