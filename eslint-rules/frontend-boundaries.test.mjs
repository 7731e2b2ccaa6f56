// The frontend's import boundaries (frontend-boundaries.mjs, through the root ESLint config) refuse
// each planted violation and let the allowed imports through; files are linted as text, in place.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

/** The boundary errors ESLint reports for `code` as if it were the file at `path`. */
async function boundaryErrors(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `frontend/src/${path}` });
  return result.messages.filter((m) => BOUNDARY_RULES.has(m.ruleId)).map((m) => m.message);
}

const importing = (specifier) => `import { x } from '${specifier}';\nexport { x };\n`;
const loading = (specifier) => `export const load = () => import('${specifier}');\n`;

const refused = [
  ['features/posts/Planted.tsx', importing('../friends/FriendItem'), 'front door'],
  ['features/community/blogs/Planted.tsx', importing('../../profiles/useProfile'), 'front door'],
  ['features/posts/Planted.tsx', importing('../../features/friends/api'), 'front door'],
  ['features/home/Planted.tsx', loading('../posts/MemberHome'), 'front door'],
  ['features/posts/Planted.tsx', importing('../../app/AppRoutes'), 'app shell'],
  ['features/community/blogs/Planted.tsx', importing('../../../admin/AdminApp'), 'app shell'],
  ['lib/Planted.ts', importing('../features/auth'), 'kit'],
  ['lib/auth/Planted.ts', importing('../../app/AppProviders'), 'kit'],
  ['ui/Planted.tsx', importing('../app/layout/AppLayout'), 'kit'],
  ['ui/Planted.tsx', loading('../admin/AdminApp'), 'kit'],
  ['admin/Planted.tsx', importing('../features/listings'), 'console'],
  ['admin/audit/Planted.tsx', importing('../../app/AppProviders'), 'console'],
  ['app/layout/Planted.tsx', importing('../../features/chats/ChatDock'), 'front door'],
  ['app/Planted.tsx', importing('../features/auth/AuthProvider'), 'front door'],
];

for (const [path, code, expected] of refused) {
  test(`refused: ${path} → ${code.match(/'(.+)'/)[1]}`, async () => {
    const errors = await boundaryErrors(path, code);
    assert.equal(errors.length, 1, `expected one boundary error, got ${JSON.stringify(errors)}`);
    assert.match(errors[0], new RegExp(expected));
  });
}

const allowed = [
  ['features/posts/Planted.tsx', importing('../friends')],
  ['features/posts/Planted.tsx', importing('../friends/index')],
  ['features/posts/Planted.tsx', importing('./api')],
  ['features/posts/Planted.tsx', importing('../../lib/auth/authContext')],
  ['features/posts/Planted.tsx', importing('../../ui/UserAvatar')],
  ['features/home/Planted.tsx', loading('../posts')],
  ['features/community/blogs/Planted.tsx', importing('../shared/OwnerMenu')],
  ['features/community/blogs/Planted.tsx', importing('../../profiles')],
  ['lib/auth/Planted.ts', importing('../upload')],
  ['ui/Planted.tsx', importing('../lib/media')],
  ['admin/Planted.tsx', importing('../lib/api')],
  ['admin/audit/Planted.tsx', importing('../../ui/theme')],
  ['admin/audit/Planted.tsx', importing('../ui/labels')],
  ['app/layout/Planted.tsx', importing('../../features/chats')],
  ['app/Planted.tsx', loading('../features/chats/ChatsPage')],
];

for (const [path, code] of allowed) {
  test(`allowed: ${path} → ${code.match(/'(.+)'/)[1]}`, async () => {
    assert.deepEqual(await boundaryErrors(path, code), []);
  });
}
