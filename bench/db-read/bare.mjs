/**
 * The baseline of bench/db-read: bare Fastify and `pg` (a pool of 10, as the app's), one route
 * per endpoint that runs, one after the other, exactly the statements the app sent for that
 * endpoint (captured from the app), and answers the last one's rows as `{ data: rows }`.
 * Started by run.mjs with the database URL and the statements in BENCH_BARE_PLAN (a JSON file);
 * it answers `{ port }` on its IPC channel once it listens and ends with its parent.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const plan = JSON.parse(readFileSync(process.env.BENCH_BARE_PLAN, 'utf8'));
const pool = new pg.Pool({ connectionString: plan.databaseUrl, max: 10 });
const app = Fastify({ logger: false });
for (const [name, statements] of Object.entries(plan.endpoints)) {
  app.get(`/${name}`, async () => {
    let rows = [];
    for (const { text, values } of statements) {
      rows = (await pool.query(text, values.length ? values : undefined)).rows;
    }
    return { data: rows };
  });
}
await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ port: app.server.address().port });
process.on('disconnect', () => {
  void app.close().then(() => pool.end()).finally(() => process.exit(0));
});
