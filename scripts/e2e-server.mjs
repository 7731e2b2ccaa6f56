// The app for the end-to-end run, started as `npm start` starts it, on a database of its own:
// a fresh `plaza_e2e` database on DATABASE_URL's server when set, else the embedded PostgreSQL
// in a fresh temporary data directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'plaza-e2e-'));
process.env.HOST = '127.0.0.1';
process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`;
process.env.SEED_DEMO = 'false';
process.env.LOG_LEVEL ??= 'warn';
if (process.env.DATABASE_URL) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query('drop database if exists plaza_e2e with (force)');
  await client.query('create database plaza_e2e');
  await client.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/plaza_e2e';
  process.env.DATABASE_URL = url.toString();
}
if (process.env.REDIS_URL) {
  process.env.REDIS_PREFIX = `plaza-e2e-${Date.now()}`;
}
await import('./start.mjs');
