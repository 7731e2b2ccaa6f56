import type { Client, Pool } from 'pg';
import { ormPg, READ_TIMEOUT_MESSAGE, timedClient } from '../src/database/timed-pg-client';

/**
 * The query read timeout that the app's pool keeps (database/timed-pg-client.ts, in place of pg's
 * `query_timeout`), against the real PostgreSQL: every way the ORM and the app call a client
 * (promise, callback, the pool's `query`) gets its answer in time, or `Query read timeout` once
 * the wait passes the limit, and the pool goes on with a working connection.
 */
const TIMEOUT_MS = 400;

describe('the pool’s query read timeout', () => {
  let pool: Pool;

  beforeAll(() => {
    pool = new ormPg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2, Client: timedClient(TIMEOUT_MS) });
  });
  afterAll(() => pool.end());

  it('answers a query that ends in time, by promise, by callback and through the pool', async () => {
    const client = await pool.connect();
    try {
      expect((await client.query<{ n: number }>('select 1 + 1 as n')).rows).toEqual([{ n: 2 }]);
      const byCallback = await new Promise<unknown>((resolve, reject) =>
        (client as Client).query('select $1::text as t', ['ok'], (err, res) => (err ? reject(err) : resolve(res.rows))),
      );
      expect(byCallback).toEqual([{ t: 'ok' }]);
    } finally {
      client.release();
    }
    expect((await pool.query<{ t: string }>('select $1::text as t', ['pool'])).rows).toEqual([{ t: 'pool' }]);
  });

  it('ends a wait longer than the limit with Query read timeout, and the pool still answers after it', async () => {
    const started = performance.now();
    await expect(pool.query('select pg_sleep(3)')).rejects.toThrow(READ_TIMEOUT_MESSAGE);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(waited).toBeLessThan(2500);
    // The late answer is ignored and the pool dropped the stuck client: the next queries are answered.
    const rows = await Promise.all([pool.query('select 1 as one'), pool.query('select 2 as two')]);
    expect(rows.map((r) => r.rows[0])).toEqual([{ one: 1 }, { two: 2 }]);
  });

  it('times out a query still queued behind a stuck one on the same client, and takes it out of the queue', async () => {
    const client = await pool.connect();
    try {
      const stuck = client.query('select pg_sleep(3)');
      const queued = client.query('select 42 as n');
      await Promise.all([expect(stuck).rejects.toThrow(READ_TIMEOUT_MESSAGE), expect(queued).rejects.toThrow(READ_TIMEOUT_MESSAGE)]);
      expect((client as unknown as { _queryQueue: unknown[] })._queryQueue).toHaveLength(0);
    } finally {
      client.release(true);
    }
  });

  it('gives the server the password the pool was given (pg-pool hides it from copies of its options)', async () => {
    // The ORM passes the password as an option of its own, as for the embedded PostgreSQL; the
    // machines' servers trust loopback, so the client's own password is what is checked here
    // (start.int.ts signs in to a server that asks for it).
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const password = decodeURIComponent(url.password) || 'pool-password';
    const withPassword = new ormPg.Pool({
      host: url.hostname,
      port: Number(url.port || 5432),
      user: decodeURIComponent(url.username) || 'postgres',
      database: url.pathname.slice(1),
      password,
      max: 1,
      Client: timedClient(TIMEOUT_MS),
    });
    const client = await withPassword.connect();
    try {
      expect((client as unknown as { password: string }).password).toBe(password);
      expect((await client.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
    } finally {
      client.release();
      await withPassword.end();
    }
  });

  it('keeps a statement’s own limit when it gives one', async () => {
    const started = performance.now();
    await expect(pool.query({ text: 'select pg_sleep(1)', query_timeout: 100 } as never)).rejects.toThrow(READ_TIMEOUT_MESSAGE);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS);
  });
});
