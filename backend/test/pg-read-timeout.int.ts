import { MikroORM } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { ormConfig } from '../src/database/orm.config';
import { READ_TIMEOUT_MESSAGE } from '../src/database/timed-pg-client';

/**
 * The query read timeout (DB_QUERY_TIMEOUT_MS, database/timed-pg-client.ts) on the ORM's own pool,
 * against the real PostgreSQL: an answer in time is given, a longer wait ends with `Query read
 * timeout` (a 503, faults.int.ts), and the pool goes on with working connections.
 */
const TIMEOUT_MS = 400;

describe('the ORM pool’s query read timeout', () => {
  let orm: MikroORM;
  let pool: Pool;

  beforeAll(async () => {
    orm = await MikroORM.init(ormConfig(process.env.TEST_DATABASE_URL!, {}, { connectTimeoutMs: 10_000, queryTimeoutMs: TIMEOUT_MS }));
    pool = (await orm.em.getConnection().getNativeClient()) as Pool;
    // Our Client, not the fallback to pg's own query_timeout (timed-pg-client.spec.ts).
    expect((pool as unknown as { options: { Client: { name: string } } }).options.Client.name).toBe('TimedClient');
  });
  afterAll(() => orm?.close());

  it('answers a statement that ends in time, through the ORM and the pool', async () => {
    expect(await orm.em.getConnection().execute('select 1 + 1 as n')).toEqual([{ n: 2 }]);
    expect((await pool.query<{ t: string }>('select $1::text as t', ['pool'])).rows).toEqual([{ t: 'pool' }]);
  });

  it('ends a wait longer than the limit with Query read timeout, through the ORM and the pool', async () => {
    const started = performance.now();
    await expect(orm.em.getConnection().execute('select pg_sleep(3)')).rejects.toThrow(READ_TIMEOUT_MESSAGE);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(waited).toBeLessThan(2500);
    await expect(pool.query('select pg_sleep(3)')).rejects.toThrow(READ_TIMEOUT_MESSAGE);
    // The late answer is ignored and the pool dropped the stuck client: the next statements are answered.
    const rows = await Promise.all([pool.query('select 1 as one'), pool.query('select 2 as two')]);
    expect(rows.map((r) => r.rows[0])).toEqual([{ one: 1 }, { two: 2 }]);
  });

  it('times out a statement still queued behind a stuck one on the same connection, and takes it out of the queue', async () => {
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

  it('keeps a statement’s own limit when it gives one', async () => {
    const started = performance.now();
    await expect(pool.query({ text: 'select pg_sleep(1)', query_timeout: 100 } as never)).rejects.toThrow(READ_TIMEOUT_MESSAGE);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS);
  });
});
