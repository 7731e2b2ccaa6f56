import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../database/sql';

/** The first key of storage's advisory locks: negative, so it never meets a lock on a pair of member ids. */
const STORAGE_LOCK = -5003;

/**
 * Runs `fn` in a transaction holding the member's storage lock: quota checks and tree changes
 * (moves into folders) of one member happen one at a time, so two uploads cannot both take the
 * last free bytes and two crossed moves cannot make a loop.
 */
export function withMemberStorage<T>(
  em: EntityManager,
  userId: number,
  fn: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  return em.transactional(async (tx) => {
    await sql(tx, 'select pg_advisory_xact_lock(?, ?)', [STORAGE_LOCK, userId]);
    return fn(tx);
  });
}
