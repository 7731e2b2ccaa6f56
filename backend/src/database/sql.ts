import { TransactionContext } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { currentRequestScope } from '../common/http/request-scope';

/**
 * Runs plain SQL (`?` placeholders) on the entity manager's connection, inside its transaction
 * when it has one. Hot reads use this and map rows to DTOs, skipping entity hydration. Every `?`
 * in the text is a placeholder, even inside a quoted literal: pass texts as parameters.
 *
 * Inside an HTTP request that has not used the ORM (no fork of the entity manager, no
 * transaction), the statement goes to the ORM's `pg` pool directly: the very text the ORM would
 * send (its own formatting of the parameters), without the fork, kysely and the ORM's executor
 * around it. That is what a list read does on every page load (bench/db-read).
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
