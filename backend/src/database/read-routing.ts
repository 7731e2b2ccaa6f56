import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { AppConfig } from '../config/app-config';
import { RedisConnections } from '../redis/redis.module';
import type { RequestScope } from '../common/http/request-scope';
import { routeReads, type ReadRouter } from './sql';

/** How long a measured lag (or an outage) is believed before the replica is asked again. */
const CHECK_EVERY_MS = 1000;
/** A lag check unanswered this long marks the replica down (new reads go to the primary). */
const CHECK_TIMEOUT_MS = 2000;
/** Requests that only read; any other method is a write, whose reads stay on the primary. */
const READ_METHODS = new Set(['GET', 'HEAD']);
/** Past this many members in the in-memory marks, the expired ones are swept. */
const SWEEP_AT = 10_000;

/**
 * The replica's lag in ms: 0 when it has replayed all it received and is streaming; else the age
 * of the last transaction it replayed (an idle primary sends nothing, so that age alone would lie).
 * Without pg_read_all_stats the receiver's status reads null: a receiver that exists counts.
 */
const LAG_SQL = `select case
  when not pg_is_in_recovery() then 0
  when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn()
    and exists (select 1 from pg_stat_wal_receiver where coalesce(status, 'streaming') = 'streaming') then 0
  else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000, 0)
  end::float8 as lag_ms`;

/**
 * Sends hot reads (plain SQL through `sql()`, in a GET outside any transaction) to the replica
 * of DATABASE_READ_URL, unless: the member wrote within DATABASE_READ_AFTER_WRITE_MS (marked here,
 * in Redis too when there is one, so every instance knows), the replica lags past
 * DATABASE_READ_MAX_LAG_MS (measured at most once a second), or it failed lately. Then the
 * primary answers. Why: docs/decisions.md#pooler-and-replica
 */
@Injectable()
export class ReadRouting implements OnModuleInit, ReadRouter {
  private readonly logger = new Logger('ReadReplica');
  private readonly recent = new Map<number, number>();
  private readonly enabled: boolean;
  private usable = false;
  private checkedAt = 0;
  private checking = false;
  /** What was last logged: the replica in use, or why not (one line per change). */
  private said: string | undefined;
  private pool?: Pool;

  constructor(
    private readonly orm: MikroORM,
    private readonly config: AppConfig,
    private readonly redis: RedisConnections,
  ) {
    this.enabled = Boolean(config.database.readUrl);
  }

  onModuleInit(): void {
    if (this.enabled) {
      routeReads(this.orm.config, this);
      this.check();
    }
  }

  /** Reads of the member stay on the primary for a while: they see what they just wrote. */
  async wrote(memberId: number): Promise<void> {
    const ms = this.config.database.readAfterWriteMs;
    if (!this.enabled || ms === 0) {
      return;
    }
    if (this.recent.size > SWEEP_AT) {
      const now = Date.now();
      for (const [id, until] of this.recent) {
        if (until <= now) {
          this.recent.delete(id);
        }
      }
    }
    this.recent.set(memberId, Date.now() + ms);
    await this.redis.client?.set(this.key(memberId), '1', 'PX', ms).catch(() => undefined);
  }

  /** The replica's pool for this request's reads, or undefined for the primary. */
  async target(scope: RequestScope | undefined): Promise<Pool | undefined> {
    if (!scope || !READ_METHODS.has(scope.method) || !this.healthy()) {
      return undefined;
    }
    scope.readsOnReplica ??= this.mayRead(scope.memberId);
    if (!(await scope.readsOnReplica)) {
      return undefined;
    }
    this.pool ??= await (this.orm.em.getConnection('read') as PostgreSqlConnection).getNativeClient();
    return this.pool;
  }

  /**
   * A read failed on the replica (the caller asks the primary instead). A broken connection or
   * timeout keeps reads off it until the next check; an SQL error (a conflict with recovery) does not.
   */
  failed(error: unknown): void {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^(08|57)/.test(code)) {
      return;
    }
    this.usable = false;
    this.checkedAt = Date.now();
    this.say(`replica unreachable (${(error as Error).message}): reading from the primary`);
  }

  private async mayRead(memberId: number | undefined): Promise<boolean> {
    if (memberId === undefined || this.config.database.readAfterWriteMs === 0) {
      return true;
    }
    if ((this.recent.get(memberId) ?? 0) > Date.now()) {
      return false;
    }
    if (!this.redis.client) {
      return true;
    }
    // Redis unreachable: another instance's write cannot be ruled out, so the primary answers.
    return this.redis.client.exists(this.key(memberId)).then((n) => n === 0, () => false);
  }

  /** The last verdict, refreshed in the background once it is a second old (no request waits for it). */
  private healthy(): boolean {
    if (Date.now() - this.checkedAt >= CHECK_EVERY_MS) {
      this.check();
    }
    return this.usable;
  }

  private check(): void {
    if (this.checking) {
      return;
    }
    this.checking = true;
    void this.measure()
      .then(
        (lagMs) => {
          const max = this.config.database.readMaxLagMs;
          this.usable = lagMs <= max;
          this.say(this.usable ? 'reading from the replica' : `replica ${Math.round(lagMs)} ms behind (over ${max} ms): reading from the primary`);
        },
        (error: unknown) => {
          this.usable = false;
          this.say(`replica unreachable (${(error as Error).message}): reading from the primary`);
        },
      )
      .finally(() => {
        this.checking = false;
        this.checkedAt = Date.now();
      });
  }

  /** The lag; a replica that does not answer within CHECK_TIMEOUT_MS (a partition) counts as down. */
  private async measure(): Promise<number> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    try {
      const pool = await (this.orm.em.getConnection('read') as PostgreSqlConnection).getNativeClient();
      const { rows } = await Promise.race([pool.query<{ lag_ms: number }>(LAG_SQL), timeout]);
      return rows[0].lag_ms;
    } finally {
      clearTimeout(timer);
    }
  }

  private say(line: string): void {
    if (line.startsWith('replica') && this.said?.startsWith('replica')) {
      this.said = line; // still off the replica: said once, the cause may move
      return;
    }
    if (line !== this.said) {
      this.said = line;
      (line.startsWith('replica') ? this.logger.warn.bind(this.logger) : this.logger.log.bind(this.logger))(line);
    }
  }

  private key(memberId: number): string {
    return `${this.config.redisPrefix}:read-after-write:${memberId}`;
  }
}
