// `npm start`: builds what is stale (backend with tsc, frontend with Vite), then runs the app in
// this same process so Ctrl-C and SIGTERM reach it directly (and it stops the embedded PostgreSQL).
import { join } from 'node:path';
import { must, root, stale } from './lib.mjs';

const backendOut = join(root, 'backend/dist/main.js');
if (stale(backendOut, ['backend/src', 'backend/tsconfig.json', 'backend/package.json'])) {
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
