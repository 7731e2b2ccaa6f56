import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startMainProcess, type MainProcess } from './main-process';
import { unusedPort } from './ports';
import { httpRequest, type HttpTarget } from './test-app';

/** Secrets every process of one deployment shares (a token signed by one is checked by the others). */
export const SHARED_SECRETS = {
  JWT_SECRET: 'test-jwt-secret-0123456789abcdef',
  PUSHER_APP_KEY: 'test-app-key',
  PUSHER_APP_SECRET: 'test-app-secret',
};

/** An app process (`APP_ROLE` api or worker) started as `npm start` starts it, with a data directory of its own. */
export interface AppProcess extends HttpTarget {
  role: 'api' | 'worker';
  process: MainProcess;
  /** Confirms a member's email on `primaryUrl` (what the link in the mail would do). */
  confirmEmail(userId: number): Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s; removes its data directory. */
  stop(): Promise<void>;
}

/**
 * Starts src/main.ts in a process of its own (helpers/main-process.ts) as an API instance or a
 * queue worker, with `env` on top of the shared secrets; resolves once it serves (api) or once its
 * workers run (worker). No shared disk: each process has its own DATA_DIR.
 */
export async function startAppProcess(role: 'api' | 'worker', env: Record<string, string>, primaryUrl: string): Promise<AppProcess> {
  const port = await unusedPort();
  const dataDir = mkdtempSync(join(tmpdir(), `plaza-test-${role}-`));
  const url = `http://127.0.0.1:${port}`;
  const child = startMainProcess({ ...SHARED_SECRETS, APP_ROLE: role, PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, ...env });
  const stop = async () => {
    child.kill('SIGTERM');
    const stopped = await Promise.race([child.exited.then(() => true), new Promise((done) => setTimeout(done, 10_000, false).unref())]);
    if (!stopped) {
      child.kill('SIGKILL');
      await child.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await child.ready(role === 'api' ? 'Plaza is running' : 'Queue workers running');
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    role,
    process: child,
    url,
    request: httpRequest(url),
    config: { pusherAppKey: SHARED_SECRETS.PUSHER_APP_KEY, pusherCluster: env.PUSHER_APP_CLUSTER ?? 'eu' },
    async confirmEmail(userId) {
      const client = new Client({ connectionString: primaryUrl });
      await client.connect();
      try {
        await client.query('update users set email_verified_at = now() where id = $1', [userId]);
      } finally {
        await client.end();
      }
    },
    stop,
  };
}
