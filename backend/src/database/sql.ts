import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs plain SQL (`?` placeholders) on the entity manager's connection, inside its transaction
 * when it has one. Hot reads use this and map rows to DTOs, skipping entity hydration. Every `?`
 * in the text is a placeholder, even inside a quoted literal: pass texts as parameters.
 */
export function sql<T = Record<string, unknown>>(em: EntityManager, text: string, params: readonly unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(text, params, 'all', em.getTransactionContext());
}

/** The first row of a query, or undefined. */
export async function sqlOne<T = Record<string, unknown>>(em: EntityManager, text: string, params: readonly unknown[] = []): Promise<T | undefined> {
  const rows = await sql<T>(em, text, params);
  return rows[0];
}
