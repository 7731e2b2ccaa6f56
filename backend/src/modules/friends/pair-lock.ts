import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../database/sql';
import { Block } from './entities/block.entity';
import { Friendship } from './entities/friendship.entity';

/** What is between two members, read inside a transaction holding the pair's lock. */
export interface PairState {
  friendship: Friendship | null;
  /** a blocked b */
  blockedByA: Block | null;
  /** b blocked a */
  blockedByB: Block | null;
}

/**
 * Runs `fn` in a transaction that holds an advisory lock on the pair {a, b}: every change to a
 * pair's friendship or block goes through here, so a request racing a block (or two requests
 * crossing) cannot leave the pair in a state no single call allows.
 */
export function withPair<T>(em: EntityManager, a: number, b: number, fn: (tx: EntityManager, state: PairState) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    await sql(tx, 'select pg_advisory_xact_lock(?, ?)', [Math.min(a, b), Math.max(a, b)]);
    const friendship = await tx.findOne(Friendship, { $or: [{ requester_id: a, addressee_id: b }, { requester_id: b, addressee_id: a }] });
    const blocks = await tx.find(Block, { $or: [{ blocker_id: a, blocked_id: b }, { blocker_id: b, blocked_id: a }] });
    return fn(tx, {
      friendship,
      blockedByA: blocks.find((x) => x.blocker_id === a) ?? null,
      blockedByB: blocks.find((x) => x.blocker_id === b) ?? null,
    });
  });
}
