// `npm run dev`: the backend (rebuilt by `tsc --watch`, restarted by `node --watch`) and Vite's
// dev server with a proxy to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { must, root } from './lib.mjs';

await must('npm', ['run', 'build', '-w', 'backend']);
const children = [
  spawn('npx', ['tsc', '-p', 'backend/tsconfig.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  // Passkey ceremonies come from Vite's page, not from PUBLIC_URL's.
  spawn('node', ['--watch-path=backend/dist', 'backend/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { WEBAUTHN_ORIGINS: 'http://localhost:5173', ...process.env, FRONTEND_DIST: '' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) {child.kill(signal);}
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
await Promise.all(children.map((c) => new Promise((r) => c.on('exit', r))));
