import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { unusedPort } from './ports';
import { SKIPPED_FILE } from './skips';

const run = promisify(execFile);

/** Debian's PostgreSQL binaries (the newest major version installed), and PgBouncer. */
function findBinaries(): { pgBin: string; pgbouncer: string } | undefined {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  const pgBin = versions.map((v) => join(root, v, 'bin')).find((bin) => ['initdb', 'pg_ctl', 'pg_basebackup'].every((b) => existsSync(join(bin, b))));
  const pgbouncer = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find(existsSync);
  return pgBin && pgbouncer ? { pgBin, pgbouncer } : undefined;
}

const BINARIES = findBinaries();
/** Whether Debian's PostgreSQL server binaries (pg_basebackup among them) and pgbouncer are installed. */
export const hasClusterBinaries = BINARIES !== undefined;
const AS_ROOT = process.getuid?.() === 0;

/**
 * `describe` for suites that need a primary, a streaming replica and PgBouncer of their own: runs
 * them when Debian's PostgreSQL server binaries and pgbouncer are installed; otherwise skips them
 * with one line in the run's summary.
 */
export function describeWithCluster(name: string, fn: () => void): void {
  if (BINARIES) {
    describe(name, fn);
    return;
  }
  appendFileSync(SKIPPED_FILE, `${name} (needs /usr/lib/postgresql/<v>/bin and pgbouncer: apt-get install postgresql pgbouncer)\n`);
  describe.skip(`${name} (skipped: PostgreSQL server binaries or pgbouncer missing)`, fn);
}

export interface PgCluster {
  /** The primary, direct: `postgres://postgres@127.0.0.1:<port>/<db>`. */
  primaryUrl(db?: string): string;
  /** The streaming replica of the primary. */
  replicaUrl(db?: string): string;
  /** PgBouncer in transaction mode in front of the primary. */
  bouncerUrl(db?: string): string;
  /** Runs `fn` on a connection to `url` (closed after). */
  query<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T>;
  /** Waits until the replica has replayed everything the primary wrote so far. */
  caughtUp(): Promise<void>;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts, in a temporary directory, a PostgreSQL primary, a streaming replica made by
 * pg_basebackup, and PgBouncer (transaction mode) in front of the primary, each on a spare port.
 * As root, they run as the `postgres` user (PostgreSQL refuses root), in a directory it owns.
 */
export async function startPgCluster(): Promise<PgCluster> {
  const { pgBin, pgbouncer } = BINARIES!;
  const dir = mkdtempSync(join(tmpdir(), 'plaza-pg-cluster-'));
  chmodSync(dir, 0o755);
  const owner = AS_ROOT ? await postgresIds() : undefined;
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
  }
  // Node runs the binaries as that user itself (no runuser or su), so the signals reach them.
  const asPostgres = (file: string, args: string[]) => run(file, args, { ...owner, env: { ...process.env, LC_ALL: 'C.UTF-8' } });
  const [primaryPort, replicaPort, bouncerPort] = [await unusedPort(), await unusedPort(), await unusedPort()];
  const primary = join(dir, 'primary');
  const replica = join(dir, 'replica');
  const pgCtl = join(pgBin, 'pg_ctl');
  const serverOptions = (port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const startServer = (data: string, port: number) => asPostgres(pgCtl, ['start', '-w', '-t', '60', '-D', data, '-l', `${data}.log`, '-o', serverOptions(port)]);
  const bouncerIni = join(dir, 'pgbouncer.ini');
  let bouncer: ChildProcess | undefined;
  let stopped = false;

  const url = (port: number, db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`;
  const query = async <T>(target: string, fn: (client: Client) => Promise<T>) => {
    const client = new Client({ connectionString: target });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };

  const stop = async () => {
    if (stopped) {
      return;
    }
    stopped = true;
    if (bouncer && bouncer.exitCode === null) {
      const exited = new Promise((resolve) => bouncer!.once('exit', resolve));
      // Immediate shutdown: a safe one (SIGINT) waited 15 s for its clients' connections to go.
      bouncer.kill('SIGTERM');
      await exited;
    }
    for (const data of [replica, primary]) {
      if (existsSync(join(data, 'postmaster.pid'))) {
        await asPostgres(pgCtl, ['stop', '-m', 'immediate', '-D', data]).catch(() => undefined);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await asPostgres(join(pgBin, 'initdb'), ['-D', primary, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
    // Speed over durability (a throwaway cluster), and room for the replica and the tests' pools.
    appendFileSync(
      join(primary, 'postgresql.conf'),
      ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off', 'wal_level = replica', 'max_wal_senders = 4', 'max_connections = 200', 'hot_standby = on', ''].join('\n'),
    );
    await startServer(primary, primaryPort);
    await asPostgres(join(pgBin, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replica, '-R', '-X', 'stream', '--no-sync']);
    await startServer(replica, replicaPort);
    writeFileSync(
      bouncerIni,
      [
        '[databases]',
        `* = host=127.0.0.1 port=${primaryPort}`,
        '[pgbouncer]',
        `listen_addr = 127.0.0.1`,
        `listen_port = ${bouncerPort}`,
        `unix_socket_dir =`,
        'auth_type = trust',
        `auth_file = ${join(dir, 'userlist.txt')}`,
        'pool_mode = transaction',
        'max_client_conn = 500',
        'default_pool_size = 20',
        'ignore_startup_parameters = extra_float_digits',
        'admin_users = postgres',
        `logfile = ${join(dir, 'pgbouncer.log')}`,
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n');
    if (owner) {
      chownSync(bouncerIni, owner.uid, owner.gid);
      chownSync(join(dir, 'userlist.txt'), owner.uid, owner.gid);
    }
    bouncer = spawn(pgbouncer, [bouncerIni], { stdio: 'ignore', ...owner });
    await waitFor(() => query(url(bouncerPort), (c) => c.query('select 1')), 'PgBouncer');
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    primaryUrl: (db) => url(primaryPort, db),
    replicaUrl: (db) => url(replicaPort, db),
    bouncerUrl: (db) => url(bouncerPort, db),
    query,
    async caughtUp() {
      const { rows } = await query(url(primaryPort), (c) => c.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'));
      await waitFor(async () => {
        const r = await query(url(replicaPort), (c) => c.query<{ ok: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [rows[0].lsn]));
        if (!r.rows[0].ok) {
          throw new Error('replica behind');
        }
      }, 'the replica to catch up');
    },
    async stopReplica() {
      await asPostgres(pgCtl, ['stop', '-m', 'fast', '-w', '-D', replica]);
    },
    async startReplica() {
      await startServer(replica, replicaPort);
    },
    stop,
  };
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', ['postgres']).catch(() => {
    throw new Error('PostgreSQL refuses to run as root and there is no `postgres` user to run it as');
  });
  const uid = /uid=(\d+)/.exec(stdout)?.[1];
  const gid = /gid=(\d+)/.exec(stdout)?.[1];
  return { uid: Number(uid), gid: Number(gid) };
}

async function waitFor(fn: () => Promise<unknown>, what: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fn();
      return;
    } catch (error) {
      if (Date.now() > until) {
        throw new Error(`timed out waiting for ${what}: ${(error as Error).message}`, { cause: error });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
