// The app for the end-to-end run, started as `npm start` starts it, on a database of its own:
// a fresh `plaza_e2e_<port>` database on DATABASE_URL's server when set, else the embedded PostgreSQL
// in a fresh temporary data directory.
// DATA_DIR is test-results/e2e-data-<port> (emptied first): specs read the mail outbox from it.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { root } from './lib.mjs';

const dataDir = join(root, 'test-results', `e2e-data-${Number(process.env.PORT)}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.HOST = '127.0.0.1';
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`;
// An IP address cannot hold passkeys: the passkeys spec opens the app as http://localhost:<port>.
process.env.WEBAUTHN_RP_ID ??= 'localhost';
process.env.WEBAUTHN_ORIGINS ??= `http://localhost:${process.env.PORT}`;
process.env.SEED_DEMO = 'false';
process.env.LOG_LEVEL ??= 'warn';
// The run is one client on 127.0.0.1 playing every member: its sign-ups and sign-ins would meet the
// per-IP limit (20 a minute by default) as soon as the machine runs the specs fast enough (it did
// on 2026-11-24: 429s from the fifth spec on). The per-account limit stays as configured; the
// backend suite (auth.int.ts) tests both limits.
process.env.AUTH_THROTTLE_IP_LIMIT ??= '1000';
// Every member of a run is minutes old: a confirmed one counts as trusted at once (three reporters
// hide a post, as the moderation spec shows). The age rule is tested in email-verification.int.ts.
process.env.TRUST_NEW_ACCOUNT_HOURS ??= '0';
if (process.env.DATABASE_URL) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  // One database per port, so two e2e runs on one server (other ports) never drop each other's.
  const name = `plaza_e2e_${Number(process.env.PORT)}`;
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
if (process.env.REDIS_URL) {
  // One prefix per port, emptied here like the database: each run starts clean, and runs do not
  // leave a new set of keys behind every time.
  process.env.REDIS_PREFIX = `plaza-e2e-${Number(process.env.PORT)}`;
  const { Redis } = await import('ioredis');
  const redis = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 });
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${process.env.REDIS_PREFIX}:*`, 'COUNT', 500);
    cursor = next;
    if (keys.length) {
      await redis.unlink(...keys);
    }
  } while (cursor !== '0');
  redis.disconnect();
}
await import('./start.mjs');
