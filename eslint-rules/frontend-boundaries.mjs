// The frontend's import directions as lint errors (the layout: README.md, "Architecture"):
//   features/<x>   → the kit (lib/, ui/), the SDK, other features through their front door
//                    (`features/<y>` or `features/<y>/index`), never app/ or admin/;
//   lib/, ui/      → the kit and the SDK only;
//   admin/         → the kit and the SDK only (the console borrows nothing from the member app);
//   app/           → anything, but other features' files only through their front door (a page
//                    it loads lazily, `import('../features/x/Page')`, keeps its own chunk).
// Imports are relative, so each rule is a pattern on the specifier, per folder depth.

const SRC = 'frontend/src';
const CODE = '*.{ts,tsx}';
/** How deep under a feature, app or admin folder a file may sit. */
const MAX_DEPTH = 4;

/** `../` repeated `n` times, as a regular expression. */
const up = (n) => `(?:\\.\\./){${n}}`;
/** A file of another feature that is not its front door (`index`). */
const pastFrontDoor = '[^./][^/]*/(?!index$).+';

const messages = {
  feature: 'Import another feature only through its front door: features/<feature> (its index.ts).',
  layer: 'The kit (lib/, ui/) never imports features, app or admin: move what it needs into the kit.',
  admin: 'The console imports the kit (lib/, ui/) and the SDK only: move what it borrows into the kit.',
  app: 'A feature imports the kit, the SDK and other features, never the app shell or the console.',
};

/** One rule set for both static imports and `import()` (no-restricted-imports sees only the former). */
function restrict(patterns, { dynamic = true } = {}) {
  const rules = {
    'no-restricted-imports': ['error', { patterns: patterns.map(([regex, message]) => ({ regex, message })) }],
  };
  if (dynamic) {
    // A selector's regular expression ends at the first `/`, escaped or not: spell it \x2F.
    const selector = (regex) => `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`;
    rules['no-restricted-syntax'] = ['error', ...patterns.map(([regex, message]) => ({ selector: selector(regex), message }))];
  }
  return rules;
}

/** `folder/*` … `folder/*\/*\/*\/*`: one glob per depth (0 = directly in the folder). */
const atDepth = (folder, depth) => `${SRC}/${folder}/${'*/'.repeat(depth)}${CODE}`;

const blocks = [];

// A feature's file at depth d (features/<x>/<d folders>/file) reaches features/ with d + 1 `../`.
for (let depth = 0; depth < MAX_DEPTH; depth++) {
  blocks.push({
    files: [atDepth('features/*', depth)],
    rules: restrict([
      [`^${up(depth + 1)}${pastFrontDoor}`, messages.feature],
      [`^(?:\\.\\./)+features/${pastFrontDoor}`, messages.feature],
      [`^${up(depth + 2)}(?:app|admin)(?:/|$)`, messages.app],
    ]),
  });
}

// The kit: lib/ and ui/ at any depth (a `../features` that does not exist is refused as well).
blocks.push({
  files: [`${SRC}/lib/**/${CODE}`, `${SRC}/ui/**/${CODE}`],
  rules: restrict([[`^(?:\\.\\./)+(?:features|app|admin)(?:/|$)`, messages.layer]]),
});

// The console at depth d reaches src/ with d + 1 `../`.
for (let depth = 0; depth < MAX_DEPTH; depth++) {
  blocks.push({
    files: [atDepth('admin', depth)],
    rules: restrict([[`^${up(depth + 1)}(?:features|app)(?:/|$)`, messages.admin]]),
  });
}

// The app shell at depth d: static imports of a feature through its front door only.
for (let depth = 0; depth < MAX_DEPTH; depth++) {
  blocks.push({
    files: [atDepth('app', depth)],
    rules: restrict([[`^${up(depth)}\\.\\./features/${pastFrontDoor}`, messages.feature]], { dynamic: false }),
  });
}

export default blocks;
