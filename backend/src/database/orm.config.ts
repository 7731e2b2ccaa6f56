import { Migrator } from '@mikro-orm/migrations';
import { RequestContext } from '@mikro-orm/core';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { currentRequestScope } from '../common/http/request-scope';
import { TYPO_SIMILARITY } from '../common/sql/typo';
import { SeedManager } from '@mikro-orm/seeder';
import { MIGRATIONS } from './migrations';
import { timedClient } from './timed-pg-client';

/** Bounds on waiting for PostgreSQL (AppConfig.database; the defaults are the configuration's). */
export interface DatabaseTimeouts {
  connectTimeoutMs: number;
  queryTimeoutMs: number;
}

/** The one MikroORM configuration, for the app, the tests and the CLI scripts. */
export function ormConfig(
  clientUrl: string,
  overrides: Partial<Options> = {},
  timeouts: DatabaseTimeouts = { connectTimeoutMs: 10_000, queryTimeoutMs: 30_000 },
): Options {
  return defineConfig({
    clientUrl,
    extensions: [Migrator, SeedManager],
    discovery: { warnWhenNoEntities: false },
    migrations: {
      migrationsList: MIGRATIONS,
      path: 'src/database/migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
    pool: { min: 0, max: 10 },
    // Passed to pg's Pool: without them a partitioned server (no answer, no reset) holds a request,
    // and the pool's shutdown, forever. A request waiting longer gets a 503 (error-status.ts).
    // `options`: settings of every connection, given at its start-up, so they hold whichever way a
    // connection is opened (through the ORM, or by a statement sent to the pool directly,
    // database/sql.ts): no JIT compilation, since Plaza's queries are short and PostgreSQL
    // compiled a listing search (whose estimated cost passes jit_above_cost) for about 1.2 s to
    // run it in 8 ms; and member search's typo threshold (pg_trgm's `<%` reads it from the
    // session), so its fallback is part of its one query instead of a transaction of its own.
    driverOptions: {
      connectionTimeoutMillis: timeouts.connectTimeoutMs,
      // The read timeout, kept by our Client rather than pg's `query_timeout` (timed-pg-client.ts).
      Client: timedClient(timeouts.queryTimeoutMs),
      keepAlive: true,
      options: `-c jit=off -c pg_trgm.word_similarity_threshold=${TYPO_SIMILARITY}`,
    },
    forceUtcTimezone: true,
    // Inside an HTTP request, the request's own fork (common/http/request-scope.ts).
    context: (name) => currentRequestScope()?.em ?? RequestContext.getEntityManager(name),
    debug: false,
    ...overrides,
  });
}
