// The import-graph check (.dependency-cruiser.cjs) on a planted tree: it fails on a kit → domain
// import and on a reach past a front door, and passes once both go through the front door.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';

const root = resolve(import.meta.dirname, '..');
const cruise = (files, dirs = ['backend/src']) => {
  const dir = mkdtempSync(join(tmpdir(), 'plaza-graph-'));
  try {
    for (const [path, text] of Object.entries({ 'backend/tsconfig.json': '{"compilerOptions":{"module":"commonjs","jsx":"react-jsx"},"include":["src","../frontend/src"]}', ...files })) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const bin = join(root, 'node_modules/.bin/depcruise');
    const run = spawnSync(bin, [...dirs, '--config', join(root, '.dependency-cruiser.cjs')], { cwd: dir, encoding: 'utf8' });
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

test('a static import cycle fails the graph; one closed by a lazy import() does not', () => {
  const cycle = cruise({
    'backend/src/common/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
    'backend/src/common/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  });
  assert.notEqual(cycle.status, 0);
  assert.match(cycle.output, /no-cycles: backend\/src\/common\/a\.ts/);
  const lazy = cruise({
    'backend/src/common/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
    'backend/src/common/b.ts': "export const b = () => import('./a');\n",
  });
  assert.equal(lazy.status, 0, lazy.output);
});

test("the frontend: a feature past another's front door, the kit importing a feature, the console a feature", () => {
  const { status, output } = cruise(
    {
      'frontend/src/features/users/Card.tsx': 'export const Card = 1;\n',
      'frontend/src/features/users/index.ts': "export { Card } from './Card';\n",
      'frontend/src/features/chats/Chat.tsx': "import { Card } from '../users/Card';\nexport const c = Card;\n",
      'frontend/src/lib/x.ts': "import { Card } from '../features/users';\nexport const x = Card;\n",
      'frontend/src/admin/y.ts': "import { Card } from '../features/users';\nexport const y = Card;\n",
      'frontend/src/features/posts/Post.tsx': "import { Card } from '../users';\nexport const p = Card;\n",
    },
    ['frontend/src'],
  );
  assert.notEqual(status, 0);
  assert.match(output, /fe-features-meet-at-front-doors: frontend\/src\/features\/chats\/Chat\.tsx/);
  assert.match(output, /fe-kit-imports-no-feature: frontend\/src\/lib\/x\.ts/);
  assert.match(output, /fe-console-on-the-kit: frontend\/src\/admin\/y\.ts/);
  assert.doesNotMatch(output, /features\/posts\/Post\.tsx/);
});
