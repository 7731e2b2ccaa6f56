import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { sql } from '../../database/sql';
import { AccountDeletionService } from './account-deletion.service';
import { MemberExportsService } from './member-exports.service';

/** Members queued for erasure per sweep. */
const SWEEP_BATCH = 100;

/**
 * Every ACCOUNT_DELETION_SWEEP_SECONDS, in processes that run workers: queues the erasure of
 * members whose grace period is over and who are not erased yet (including an erasure a dead
 * process left halfway: it simply runs again), removes the zips of expired exports and builds
 * again the exports a dead process left unfinished.
 */
@Injectable()
export class AccountDataSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AccountDataSweeper');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly em: EntityManager,
    private readonly deletions: AccountDeletionService,
    private readonly exports: MemberExportsService,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.role === 'api' || this.config.accountDeletionSweepSeconds === 0) {
      return;
    }
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.error(`sweep failed: ${String(error)}`));
    }, this.config.accountDeletionSweepSeconds * 1000);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** One sweep; answers the members queued for erasure. */
  async sweep(): Promise<number[]> {
    const due = await sql<{ id: number }>(
      this.em.fork(),
      'select id from users where deletion_scheduled_at <= now() and erased_at is null order by deletion_scheduled_at limit ?',
      [SWEEP_BATCH],
    );
    for (const { id } of due) {
      await this.deletions.eraseSoon(id);
    }
    await this.exports.removeExpired();
    await this.exports.resumeAbandoned();
    return due.map((d) => d.id);
  }
}
