// The boundary rule on planted imports: each bad direction is an error, each allowed one is not.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './backend-boundaries.mjs';

const root = resolve(import.meta.dirname, '..');
const lint = (file, code) =>
  new Linter({ cwd: root })
    .verify(
      code,
      [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { plaza: { rules: { b: rule } } }, rules: { 'plaza/b': 'error' } }],
      { filename: resolve(root, 'backend/src', file) },
    )
    .map((m) => m.message);

test('the kit importing a domain is an error', () => {
  const [message] = lint('common/http/x.ts', "import { UsersModule } from '../../modules/users';");
  assert.match(message, /the kit \(common\/\) never imports a domain/);
  assert.equal(lint('queue/jobs.ts', "import type { VideoJob } from '../modules/videos/media/video.job';").length, 1);
});

test("a domain reaching into another domain's files is an error; its front door is fine", () => {
  const [message] = lint('modules/chats/chats.service.ts', "import { User } from '../users/entities/user.entity';");
  assert.match(message, /through its front door, modules\/users\/index\.ts/);
  assert.deepEqual(lint('modules/chats/chats.service.ts', "import { User } from '../users';"), []);
  assert.deepEqual(lint('modules/chats/chats.service.ts', "import { User } from '../users/index';"), []);
  assert.deepEqual(lint('modules/chats/chats.service.ts', "import { ChatDto } from './dto/chat.dto';"), []);
  assert.equal(lint('modules/chats/x.ts', "export { User } from '../users/entities/user.entity';").length, 1);
});

test('only the console and the wiring read the registry; the wiring may not skip front doors', () => {
  assert.deepEqual(lint('modules/admin/moderation-subjects.ts', "import { DOMAINS } from '../registry';"), []);
  assert.deepEqual(lint('app.module.ts', "import { DOMAINS } from './modules/registry';"), []);
  assert.equal(lint('modules/blogs/blogs.service.ts', "import { DOMAINS } from '../registry';").length, 1);
  assert.equal(lint('database/seeders/demo.ts', "import { BlogsService } from '../../modules/blogs/blogs.service';").length, 1);
  assert.deepEqual(lint('database/seeders/demo.ts', "import { BlogsService } from '../../modules/blogs';"), []);
});
