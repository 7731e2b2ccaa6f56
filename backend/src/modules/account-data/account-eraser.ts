import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { SessionRevoker } from '../../common/auth/session-ports';
import { MemberDataRegistry } from '../../common/member-data/member-data-registry';
import type { ErasureContext } from '../../common/member-data/member-data';
import { sql, sqlOne } from '../../database/sql';
import { JobHandler } from '../../queue/job-handler.decorator';
import type { EraseJob } from './account-data.job';

/** Rows a batch of an erasure touches at most. */
export const ERASE_BATCH = 500;

/** Thrown by a test's erasure told to stop after some batches, as a process dying midway would. */
export class ErasureStopped extends Error {
  constructor(batches: number) {
    super(`erasure stopped after ${batches} batches`);
  }
}

/** Options of one run (tests: small batches, and a stop midway). */
export interface EraseOptions {
  batchSize?: number;
  stopAfterBatches?: number;
}

/** Runs each batch in its own transaction, counting them. */
class BatchedErasure implements ErasureContext {
  batches = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly limit: number,
    private readonly stopAfter?: number,
  ) {}

  async repeat(batch: (tx: EntityManager, limit: number) => Promise<number>): Promise<void> {
    for (;;) {
      if (this.stopAfter !== undefined && this.batches >= this.stopAfter) {
        throw new ErasureStopped(this.batches);
      }
      const handled = await this.em.transactional((tx) => batch(tx, this.limit));
      this.batches++;
      if (handled < this.limit) {
        return;
      }
    }
  }
}

/**
 * Erases a member whose deletion is due: access ends first (`deleted_at`: tokens, sign-in and
 * signed links refuse them at once; sessions revoked, sockets closed), then every domain's contributor removes its part in bounded
 * batches, the users row last (it becomes the "Deleted member" tombstone), then `erased_at` marks
 * it done. Every step is safe to run again, so a run cut short is simply run again (the sweep
 * finds the member still not erased).
 */
@Injectable()
export class AccountEraser {
  private readonly logger = new Logger('AccountEraser');

  constructor(
    private readonly em: EntityManager,
    private readonly registry: MemberDataRegistry,
    private readonly sessions: SessionRevoker,
  ) {}

  @JobHandler('accounts.erase')
  async handle({ userId }: EraseJob): Promise<void> {
    await this.erase(userId);
  }

  /** True when the member was due and is now erased; false when not due (cancelled, or already erased). */
  async erase(userId: number, options: EraseOptions = {}): Promise<boolean> {
    const em = this.em.fork();
    const due = await sqlOne<{ id: number }>(
      em,
      `update users set deleted_at = coalesce(deleted_at, now()), is_online = false
        where id = ? and deletion_scheduled_at <= now() and erased_at is null returning id`,
      [userId],
    );
    if (!due) {
      return false;
    }
    // As a logout does: every session ends, and with it every socket, before anything is erased.
    await this.sessions.revokeUserSessions(userId, 'deleted');
    const context = new BatchedErasure(em, Math.max(2, options.batchSize ?? ERASE_BATCH), options.stopAfterBatches);
    // The registry's order reversed: the users domain, first registered, goes last.
    for (const { domain, contributor } of [...this.registry.all()].reverse()) {
      try {
        await contributor.erase({ id: userId }, context);
      } catch (error) {
        if (!(error instanceof ErasureStopped)) {
          this.logger.error(`erasing member ${userId}: ${domain} failed: ${String(error)}`);
        }
        throw error;
      }
    }
    await sql(em, 'update users set erased_at = now() where id = ?', [userId]);
    this.logger.log(`member ${userId} erased in ${context.batches} batches`);
    return true;
  }
}
