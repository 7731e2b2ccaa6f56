// node --test 'scripts/*.test.mjs' (a step of npm test): the comment check fails on a planted long comment.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./check-comments.mjs', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'check-comments-'));
after(() => rmSync(root, { recursive: true, force: true }));

const run = () => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
const lines = (n, make) => Array.from({ length: n }, (_, i) => make(i)).join('\n');

test('passes on short comments and a short bench guide', () => {
  mkdirSync(join(root, 'backend/src'), { recursive: true });
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'backend/src/ok.ts'), `// Why: one line.\nexport const a = 1;\n/**\n * Two lines\n * of why.\n */\nexport const b = 2;\n`);
  writeFileSync(join(root, 'bench/README.md'), lines(300, (i) => `line ${i}`));
  const result = run();
  assert.equal(result.status, 0, result.stderr);
});

test('fails on a planted 12-line comment, naming file:line', () => {
  mkdirSync(join(root, 'frontend/src/app'), { recursive: true });
  writeFileSync(join(root, 'frontend/src/app/essay.tsx'), `export const x = 1;\n\n${lines(12, (i) => `// reasoning ${i}`)}\nexport const y = 2;\n`);
  const result = run();
  assert.equal(result.status, 1);
  assert.match(result.stderr, /frontend\/src\/app\/essay\.tsx:3: comment block of 12 lines/);
});

test('fails on a 12-line /** */ block and on a bench guide over 300 lines', () => {
  rmSync(join(root, 'frontend/src/app/essay.tsx'));
  writeFileSync(join(root, 'backend/src/doc.ts'), `/**\n${lines(10, (i) => ` * reasoning ${i}`)}\n */\nexport const z = 3;\n`);
  writeFileSync(join(root, 'bench/README.md'), lines(301, (i) => `line ${i}`));
  const result = run();
  assert.equal(result.status, 1);
  assert.match(result.stderr, /backend\/src\/doc\.ts:1: comment block of 12 lines/);
  assert.match(result.stderr, /bench\/README\.md:301: 301 lines/);
});
