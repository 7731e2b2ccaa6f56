import assert from 'node:assert/strict';
import { test } from 'node:test';
import { COMPILE_HINT, compileHints } from './compile-hints.ts';

test("puts V8's compile hint on every chunk's first line, and on nothing else", () => {
  const bundle = {
    'assets/react-1.js': { type: 'chunk', code: 'import"./a.js";var r=1;' },
    'assets/page-2.css': { type: 'asset', source: '.a{color:red}' },
  };
  const plugin = compileHints() as unknown as { generateBundle: (options: object, bundle: object) => void };
  plugin.generateBundle({}, bundle);
  assert.equal(bundle['assets/react-1.js'].code, `${COMPILE_HINT}\nimport"./a.js";var r=1;`);
  assert.equal(bundle['assets/page-2.css'].source, '.a{color:red}');
});
