import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig, directDatabaseUrl } from '../../config/app-config';
import { PgListener } from '../../database/pg-listener';
import { sql } from '../../database/sql';
import { DomainEvents, OUTBOX_CHANNEL } from './domain-events';

/** Rows taken at once. */
const BATCH = 50;
/** Deliveries tried before a row is parked (available_at = infinity, last_error kept for an operator). */
const MAX_ATTEMPTS = 12;
/** Longest wait between two attempts, in seconds. */
const MAX_BACKOFF_SECONDS = 600;

interface OutboxRow {
  id: string;
  event: string;
  payload: unknown;
  attempts: number;
  created_at: Date;
}

/**
 * Delivers the outbox at least once where workers run: woken by each commit's NOTIFY, polling as a
 * safety net, rows leased with `skip locked`, retried with backoff. Why: docs/decisions.md#domain-events-and-the-outbox
 */
@Injectable()
export class OutboxDrainer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private running?: Promise<void>;
  private again = false;
  private closed = false;
  private poller?: NodeJS.Timeout;
  private readonly listener: PgListener;

  constructor(
    private readonly em: EntityManager,
    private readonly events: DomainEvents,
    private readonly config: AppConfig,
  ) {
    this.listener = new PgListener({
      // Its own connection, past any pooler: LISTEN needs a session of its own.
      connectionString: directDatabaseUrl(config) ?? '',
      connectTimeoutMs: config.database.connectTimeoutMs,
      channel: OUTBOX_CHANNEL,
      applicationName: 'plaza-outbox',
      logger: this.logger,
      downMessage: (reason) => `listening for new events stopped (${reason}); polling until it is back`,
      upMessage: 'listening for new events again',
      onNotification: () => this.kick(),
      onUp: () => this.kick(), // what was committed while nobody listened
    });
  }

  onApplicationBootstrap(): void {
    if (this.config.role === 'api') {
      return; // API-only processes record; worker processes deliver.
    }
    if (this.config.databaseUrl) {
      this.listener.start();
    }
    if (this.config.outboxPollMs > 0) {
      this.poller = setInterval(() => this.kick(), this.config.outboxPollMs);
      this.poller.unref();
    }
    this.kick(); // what a previous process left
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearInterval(this.poller);
    await this.listener.stop();
    // A round under way may finish (2 s at most: what it leaves is delivered again after its lease).
    let cap: NodeJS.Timeout | undefined;
    await Promise.race([this.running, new Promise((resolve) => (cap = setTimeout(resolve, 2000)))]);
    clearTimeout(cap);
  }

  /** Starts a delivery round now, or right after the one under way. */
  kick(): void {
    if (this.closed) {
      return;
    }
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverAll()
      .catch((error: unknown) => this.logger.warn(`delivery round failed: ${String(error)}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Tests and tools: delivers until no row is due (rows waiting for a retry are left). Runs in
   * any role. Resolves false when rows were still due after `timeoutMs`.
   */
  async drain(timeoutMs = 10_000): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until && !this.closed) {
      if (this.running) {
        await this.running; // and any round it chains
        continue;
      }
      if (!(await this.due())) {
        return true;
      }
      this.kick();
    }
    return false;
  }

  private async due(): Promise<boolean> {
    return (await sql(this.em.fork(), 'select 1 from outbox where available_at <= now() limit 1')).length > 0;
  }

  private async deliverAll(): Promise<void> {
    for (;;) {
      const rows = await this.take();
      for (const row of rows) {
        if (this.closed) {
          return; // the rest stay for the next process (their lease runs out)
        }
        await this.deliver(row);
      }
      if (rows.length < BATCH) {
        return;
      }
    }
  }

  private async take(): Promise<OutboxRow[]> {
    const rows = await sql<OutboxRow>(
      this.em.fork(),
      `update outbox o set attempts = o.attempts + 1, available_at = now() + make_interval(secs => ?)
         from (select id from outbox where available_at <= now() order by id limit ? for update skip locked) t
        where o.id = t.id
        returning o.id, o.event, o.payload, o.attempts, o.created_at`,
      [this.config.outboxLeaseSeconds, BATCH],
    );
    return rows.sort((a, b) => Number(a.id) - Number(b.id));
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      this.crashAt('outbox-before-dispatch');
      await this.events.dispatch(row.event, row.payload, { at: new Date(row.created_at) });
      this.crashAt('outbox-after-dispatch');
    } catch (error) {
      const parked = row.attempts >= MAX_ATTEMPTS;
      const wait = Math.min(MAX_BACKOFF_SECONDS, 2 ** (row.attempts - 1));
      (parked ? this.logger.error : this.logger.warn).call(
        this.logger,
        `${row.event} (outbox ${row.id}) failed, attempt ${row.attempts}: ${String(error)}${parked ? ' — parked' : ''}`,
      );
      await sql(
        this.em.fork(),
        `update outbox set available_at = case when ? then 'infinity'::timestamptz else now() + make_interval(secs => ?) end, last_error = ? where id = ?`,
        [parked, wait, String(error).slice(0, 2000), row.id],
      );
      return;
    }
    await sql(this.em.fork(), 'delete from outbox where id = ?', [row.id]);
  }

  /** Tests only (PLAZA_TEST_CRASH_AT): dies here, as a process killed at that moment would. */
  private crashAt(point: string): void {
    if (this.config.testCrashAt === point) {
      process.kill(process.pid, 'SIGKILL');
    }
  }
}
