import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DomainEvents } from '../../common/outbox/domain-events';
import { AppConfig } from '../../config/app-config';
import { sql } from '../../database/sql';
import { toIso } from '../../common/time/timestamps';
import { EXPIRY_REMINDER_DAYS } from './sections';

/**
 * Every LISTINGS_SWEEP_SECONDS, in processes that run workers: active listings past their expiry
 * become expired (they leave the lists; their owner renews them by making them active again),
 * and owners of those expiring within EXPIRY_REMINDER_DAYS are reminded once (`listing.expiring`).
 * Each step is one conditional UPDATE, so several workers sweeping at once do each thing once.
 */
@Injectable()
export class ListingsSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ListingsSweeper');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly em: EntityManager,
    private readonly events: DomainEvents,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.role === 'api' || this.config.listingsSweepSeconds === 0) {
      return;
    }
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.error(`sweep failed: ${String(error)}`));
    }, this.config.listingsSweepSeconds * 1000);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** One sweep; answers what it did. */
  async sweep(): Promise<{ expired: number; reminded: number }> {
    const em = this.em.fork();
    const expired = await sql(
      em,
      `update listings set status = 'expired', updated_at = now() where status = 'active' and expires_at <= now() returning id`,
    );
    // The reminders are recorded with the mark that says they were sent: both or neither.
    const reminded = await em.transactional(async (tx) => {
      const rows = await sql<{ id: number; section: string; user_id: number; title: string; expires_at: Date }>(
        tx,
        `update listings set reminded_at = now()
         where status = 'active' and reminded_at is null and hidden_at is null and expires_at <= now() + make_interval(days => ?)
         returning id, section, user_id, title, expires_at`,
        [EXPIRY_REMINDER_DAYS],
      );
      for (const l of rows) {
        await this.events.record(tx, 'listing.expiring', {
          listingId: l.id,
          section: l.section,
          ownerId: l.user_id,
          title: l.title,
          expiresAt: toIso(l.expires_at),
        });
      }
      return rows;
    });
    return { expired: expired.length, reminded: reminded.length };
  }
}
