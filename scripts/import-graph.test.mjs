// The import-graph check (.dependency-cruiser.cjs) on a planted tree: it fails on a kit → domain
// import and on a reach past a front door, and passes once both go through the front door.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';

const root = resolve(import.meta.dirname, '..');
const cruise = (files) => {
  const dir = mkdtempSync(join(tmpdir(), 'plaza-graph-'));
  try {
    for (const [path, text] of Object.entries({ 'backend/tsconfig.json': '{"compilerOptions":{"module":"commonjs"}}', ...files })) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const bin = join(root, 'node_modules/.bin/depcruise');
    const run = spawnSync(bin, ['backend/src', '--config', join(root, '.dependency-cruiser.cjs')], { cwd: dir, encoding: 'utf8' });
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const users = {
  'backend/src/modules/users/entities/user.entity.ts': 'export class User {}\n',
  'backend/src/modules/users/index.ts': "export { User } from './entities/user.entity';\n",
};

test('a kit file importing a domain and a domain reaching past a front door fail the graph', () => {
  const { status, output } = cruise({
    ...users,
    'backend/src/common/planted.ts': "import { User } from '../modules/users/entities/user.entity';\nexport const x = User;\n",
    'backend/src/modules/chats/chat.ts': "import { User } from '../users/entities/user.entity';\nexport const y = User;\n",
  });
  assert.notEqual(status, 0);
  assert.match(output, /kit-imports-no-domain: backend\/src\/common\/planted\.ts/);
  assert.match(output, /domains-meet-at-front-doors: backend\/src\/modules\/chats\/chat\.ts/);
});

test('the same imports through the front door pass', () => {
  const { status, output } = cruise({
    ...users,
    'backend/src/modules/chats/chat.ts': "import { User } from '../users';\nexport const y = User;\n",
  });
  assert.equal(status, 0, output);
});
