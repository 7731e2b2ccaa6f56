import { Migrator } from '@mikro-orm/migrations';
import { RequestContext } from '@mikro-orm/core';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { currentRequestScope } from '../common/http/request-scope';
import { TYPO_SIMILARITY } from '../common/sql/typo';
import { SeedManager } from '@mikro-orm/seeder';
import { MIGRATIONS } from './migrations';
import { readTimeoutOptions } from './timed-pg-client';

/** Bounds on waiting for PostgreSQL (AppConfig.database; the defaults are the configuration's). */
export interface DatabaseTimeouts {
  connectTimeoutMs: number;
  queryTimeoutMs: number;
  /** `transaction`: the URL is a pooler in transaction mode (no startup `options`: see CONNECTION_SETTINGS). */
  poolMode?: 'session' | 'transaction';
  /** A streaming replica, opened as the ORM's `read` connection (used only by database/read-routing.ts). */
  readUrl?: string;
}

/** Every connection's settings: no JIT, member search's typo threshold. Why: docs/decisions.md#connection-settings */
export const CONNECTION_SETTINGS: Readonly<Record<string, string>> = { jit: 'off', 'pg_trgm.word_similarity_threshold': String(TYPO_SIMILARITY) };

/** The one MikroORM configuration, for the app, the tests and the CLI scripts. */
export function ormConfig(
  clientUrl: string,
  overrides: Partial<Options> = {},
  timeouts: DatabaseTimeouts = { connectTimeoutMs: 10_000, queryTimeoutMs: 30_000 },
): Options {
  const pooled = timeouts.poolMode === 'transaction';
  return defineConfig({
    clientUrl,
    // The replica serves only what read-routing.ts sends it; the ORM's own reads stay on the primary.
    replicas: timeouts.readUrl ? [{ name: 'read', clientUrl: timeouts.readUrl }] : [],
    preferReadReplicas: false,
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
    // Connections stay open while idle for minutes, not pg-pool's 10 s: a new one costs its first
    // statements 20–40 ms (catalog caches, the unaccent rules), and a search after a quiet spell paid
    // 230 ms instead of 20 (docs/decisions.md#connection-settings).
    pool: { min: 0, max: 10, idleTimeoutMillis: 10 * 60_000 },
    // Timeouts: without them a partitioned server holds a request, and the pool's shutdown, forever.
    // `options` are every connection's settings (no JIT, member search's typo threshold), however it is
    // opened. Why: docs/decisions.md#connection-settings
    driverOptions: {
      connectionTimeoutMillis: timeouts.connectTimeoutMs,
      // The longest wait for a query's answer, also from a server that no longer answers (a 503):
      // kept by our Client, or by pg's `query_timeout` if this pg fails its self-test (timed-pg-client.ts).
      ...readTimeoutOptions(timeouts.queryTimeoutMs),
      keepAlive: true,
      // A pooler in transaction mode refuses startup `options`: there the settings are the database's
      // own defaults, set by migrate.ts on the direct connection.
      ...(pooled ? {} : { options: Object.entries(CONNECTION_SETTINGS).map(([k, v]) => `-c ${k}=${v}`).join(' ') }),
    },
    forceUtcTimezone: true,
    // Inside an HTTP request, the request's own fork (common/http/request-scope.ts).
    context: (name) => currentRequestScope()?.em ?? RequestContext.getEntityManager(name),
    debug: false,
    ...overrides,
  });
}
