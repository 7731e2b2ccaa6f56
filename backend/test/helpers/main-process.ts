import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { THROTTLE_OFF } from './test-app';

/** The app started as `npm start` runs it (src/main.ts, its own signal handling), in a process of its own. */
export interface MainProcess {
  /** Everything it has printed so far, stdout and stderr. */
  output(): string;
  /** Its exit status and when it came. */
  exited: Promise<{ code: number | null; at: number }>;
  /** Resolves once it prints `marker` (by default the API's "Plaza is running"); rejects with its output if it stops before. */
  ready(marker?: string): Promise<void>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * Runs src/main.ts (compiled on the fly, helpers/run-source.cjs) with the tests' settings and
 * `env` on top: JSON logs at info, no throttling, no frontend, no demo data.
 */
export function startMainProcess(env: Record<string, string>): MainProcess {
  const child = spawn(process.execPath, [resolve(__dirname, 'run-source.cjs'), resolve(__dirname, '../../src/main.ts')], {
    env: {
      ...process.env,
      ...THROTTLE_OFF,
      NODE_OPTIONS: '',
      HOST: '127.0.0.1',
      FRONTEND_DIST: '',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((done) => child.once('exit', (code) => done({ code, at: Date.now() })));
  return {
    output: () => output,
    exited,
    ready: (marker = 'Plaza is running') =>
      new Promise<void>((ready, fail) => {
        const check = () => (output.includes(marker) ? ready() : undefined);
        check();
        child.stdout.on('data', check);
        void exited.then(() => fail(new Error(`the app stopped before it ran:\n${output}`)));
      }),
    kill: (signal) => child.kill(signal),
  };
}
