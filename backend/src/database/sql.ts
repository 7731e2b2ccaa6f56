import { TransactionContext } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { currentRequestScope } from '../common/http/request-scope';

/**
 * Plain SQL (`?` placeholders, even inside quoted literals: pass texts as parameters) on the entity
 * manager's connection and transaction; outside any, straight to the ORM's pg pool, without the fork
 * and kysely, for hot reads. Why: docs/decisions.md#plain-sql-for-hot-reads
 */
export function sql<T = Record<string, unknown>>(em: EntityManager, text: string, params: readonly unknown[] = []): Promise<T[]> {
  if (outsideAnyTransaction(em)) {
    return direct<T>(em, text, params);
  }
  return em.getConnection().execute<T[]>(text, params, 'all', em.getTransactionContext());
}

/** The first row of a query, or undefined. */
export async function sqlOne<T = Record<string, unknown>>(em: EntityManager, text: string, params: readonly unknown[] = []): Promise<T | undefined> {
  const rows = await sql<T>(em, text, params);
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

async function direct<T>(em: EntityManager, text: string, params: readonly unknown[]): Promise<T[]> {
  // The same pool the ORM's kysely dialect uses (same connections, settings, type parsing), and
  // the same text: the ORM's own formatting of the parameters, as its `execute` does it.
  const pool = await (em.getConnection() as PostgreSqlConnection).getNativeClient();
  const query = em.config.get('onQuery')(text, params as unknown[]);
  const result = await pool.query(em.getPlatform().formatQuery(query, params as unknown[]));
  return result.rows as T[];
}
