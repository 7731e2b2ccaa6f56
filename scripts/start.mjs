// `npm start`: builds what is stale (backend with tsc, frontend with Vite), then runs the app in
// this same process so Ctrl-C and SIGTERM reach it directly (and it stops the embedded PostgreSQL).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { must, root, stale } from './lib.mjs';

const backendOut = join(root, 'backend/dist/main.js');
// When the backend was last built: tsc builds incrementally and leaves an output it would write
// unchanged as it is, so main.js's own time is not that (every start after an edit that left
// main.js alone ran tsc again, 3 s). The build script writes this stamp when tsc succeeds.
const backendBuilt = join(root, 'backend/dist/.built');
if (!existsSync(backendOut) || stale(backendBuilt, ['backend/src', 'backend/tsconfig.json', 'backend/package.json'])) {
  console.log('Building the backend…');
  await must('npm', ['run', 'build', '-w', 'backend']);
}
const frontendOut = join(root, 'frontend/dist/index.html');
if (stale(frontendOut, ['frontend/src', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/package.json', 'sdk/src'])) {
  console.log('Building the frontend…');
  await must('npm', ['run', 'build', '-w', 'frontend']);
}
process.env.FRONTEND_DIST ??= join(root, 'frontend/dist');
await import(backendOut);
