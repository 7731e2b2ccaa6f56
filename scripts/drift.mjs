// The drift check: regenerates openapi.json and the SDK into a temporary directory and fails
// when they differ from the committed files (someone changed the API without `npm run openapi
// && npm run sdk`, or edited generated code by hand).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { must, root } from './lib.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'plaza-drift-'));
try {
  await must('npm', ['run', '-s', 'build', '-w', 'backend']);
  await must('node', ['backend/dist/cli/openapi.js', join(tmp, 'openapi.json')], { stdio: ['ignore', 'ignore', 'inherit'] });
  await must('node', ['scripts/sdk.mjs', join(tmp, 'openapi.json'), join(tmp, 'sdk')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const differs = (a, b) => {
    try {
      execFileSync('diff', ['-ru', a, b], { stdio: ['ignore', 'pipe', 'pipe'] });
      return undefined;
    } catch (error) {
      return String(error.stdout).slice(0, 4000);
    }
  };
  const problems = [
    ['openapi.json', differs(join(root, 'openapi.json'), join(tmp, 'openapi.json'))],
    ['sdk/src', differs(join(root, 'sdk/src'), join(tmp, 'sdk'))],
  ].filter(([, d]) => d !== undefined);
  if (problems.length) {
    for (const [what, diff] of problems) {
      console.error(`✗ ${what} is stale: it differs from what the code generates.\n${diff}`);
    }
    console.error('Run `npm run openapi && npm run sdk` and commit the result.');
    process.exit(1);
  }
  console.log('✓ openapi.json and sdk/ match the code');
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
