import { TransactionContext } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { currentRequestScope, type RequestScope } from '../common/http/request-scope';

/** Where a request's hot reads go (read-routing.ts): a replica's pool, or undefined for the primary. */
export interface ReadRouter {
  target(scope: RequestScope | undefined): Promise<Pool | undefined>;
  /** A read failed on the replica (it is then asked of the primary). */
  failed(error: unknown): void;
}

/** Each ORM's router, by its configuration (several apps may run in one process: the tests' instances). */
const ROUTERS = new WeakMap<object, ReadRouter>();

/** Sends `sql()`'s hot reads on the ORM configured by `ormConfig` (em.config) through `router`. */
export function routeReads(ormConfig: object, router: ReadRouter): void {
  ROUTERS.set(ormConfig, router);
}

/**
 * Plain SQL (`?` placeholders, even inside quoted literals: pass texts as parameters) on the entity
 * manager's connection and transaction; outside any, straight to the ORM's pg pool, without the fork
 * and kysely, for hot reads. Why: docs/decisions.md#plain-sql-for-hot-reads
 */
export function sql<T = Record<string, unknown>>(em: EntityManager, text: string, params: readonly unknown[] = [], options?: SqlOptions): Promise<T[]> {
  if (outsideAnyTransaction(em)) {
    return direct<T>(em, text, params, options);
  }
  return em.getConnection().execute<T[]>(text, params, 'all', em.getTransactionContext());
}

export interface SqlOptions {
  /** Never from the read replica (read-routing.ts): an access check must see a revocation, a new session. */
  primary?: boolean;
  /**
   * No rows from the replica: ask the primary. For rows that should exist (a member's account, their
   * profile), which a replica behind by more than the read-your-writes window has not replayed yet.
   */
  primaryOnMiss?: boolean;
}

/** The first row of a query, or undefined. */
export async function sqlOne<T = Record<string, unknown>>(em: EntityManager, text: string, params: readonly unknown[] = [], options?: SqlOptions): Promise<T | undefined> {
  const rows = await sql<T>(em, text, params, options);
  return rows[0];
}

/**
 * True when `em` (the global entity manager, as services get it) is used inside a request whose
 * own fork was never made and outside `em.transactional(...)`: then nothing can hold a
 * transaction the statement should join. Anything else (a fork, a transaction, a job, a script)
 * keeps the ORM's path.
 */
function outsideAnyTransaction(em: EntityManager): boolean {
  if (!em.global || TransactionContext.getEntityManager(em.name)) {
    return false;
  }
  const scope = currentRequestScope();
  return scope !== undefined && !scope.forked;
}

async function direct<T>(em: EntityManager, text: string, params: readonly unknown[], options?: SqlOptions): Promise<T[]> {
  // The same pool the ORM's kysely dialect uses (same connections, settings, type parsing), and
  // the same text: the ORM's own formatting of the parameters, as its `execute` does it.
  const query = em.getPlatform().formatQuery(em.config.get('onQuery')(text, params as unknown[]), params as unknown[]);
  const router = ROUTERS.get(em.config);
  const replica = router && !options?.primary && readOnly(text) ? await router.target(currentRequestScope()) : undefined;
  if (replica) {
    try {
      const rows = (await replica.query(query)).rows as T[];
      if (rows.length > 0 || !options?.primaryOnMiss) {
        return rows;
      }
    } catch (error) {
      router!.failed(error); // a read is safe to ask again, of the primary
    }
  }
  const pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
  const result = await pool.query(query);
  return result.rows as T[];
}

/** Writes, locks and side effects that a plain read never has: such a statement stays on the primary. */
const WRITES = /\b(insert|update|delete|merge|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|nextval|setval|pg_advisory\w*|set_config|pg_notify)\b/i;

/** Verdicts of `readOnly` by statement text (the texts are few templates; ~7 µs saved a statement). */
const READ_ONLY = new Map<string, boolean>();
const READ_ONLY_MAX = 2000;

/** A statement the replica can answer: a select (or with … select) that writes and locks nothing. */
export function readOnly(text: string): boolean {
  let verdict = READ_ONLY.get(text);
  if (verdict === undefined) {
    verdict = /^\s*(\(\s*)*(select|with)\b/i.test(text) && !WRITES.test(text);
    if (READ_ONLY.size >= READ_ONLY_MAX) {
      READ_ONLY.clear();
    }
    READ_ONLY.set(text, verdict);
  }
  return verdict;
}
