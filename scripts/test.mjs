// `npm test`: everything a newcomer needs to trust the project, in order, stopping at the first
// failure: lint, type checks, the OpenAPI/SDK drift check, backend unit + integration tests
// (real PostgreSQL; Redis when REDIS_URL is set), frontend component tests, and the
// end-to-end run in Chromium against the built app, whose API answers must match openapi.json.
import { existsSync } from 'node:fs';
import { must } from './lib.mjs';

const step = (title) => console.log(`\n━━ ${title} ━━`);

step('lint');
await must('npm', ['run', '-s', 'lint']);
step('import graph: domains point inward');
await must('npm', ['run', '-s', 'graph']);
step("the scripts' and lint rules' own tests");
await must(process.execPath, ['--test', 'scripts/*.test.mjs', 'eslint-rules/*.test.mjs', 'frontend/build/*.test.ts']);
step('typecheck');
await must('npm', ['run', '-s', 'typecheck']);
step('drift: openapi.json and sdk/');
await must('npm', ['run', '-s', 'drift']);
step(`backend tests (PostgreSQL: ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded'}; Redis: ${process.env.REDIS_URL ? 'REDIS_URL' : 'none — Redis-backed tests are skipped and listed below'})`);
await must('npm', ['run', '-s', 'test', '-w', 'backend']);
step('frontend component tests');
await must('npm', ['run', '-s', 'test', '-w', 'frontend']);
step('end-to-end (Chromium)');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`✗ ${chromium} is missing: install Debian's chromium package (apt-get install chromium), or set CHROMIUM_PATH.`);
  process.exit(1);
}
await must('npx', ['playwright', 'test']);
step('response schemas: the end-to-end run\'s API answers against openapi.json');
await must(process.execPath, ['scripts/check-responses.mjs']);
console.log('\n✓ all checks passed');
