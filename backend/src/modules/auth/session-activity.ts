import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { sql } from '../../database/sql';

/** A session's `last_used_at` is written at most this often per instance (and at every refresh). */
export const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * Keeps `sessions.last_used_at` roughly current without a write per request: an authenticated
 * request writes it only when this instance has not done so for the session in TOUCH_EVERY_MS,
 * after the answer's own work, without the request waiting for it.
 */
@Injectable()
export class SessionActivity {
  private readonly logger = new Logger('SessionActivity');
  /** Session → when this instance last wrote its `last_used_at` (oldest first). */
  private readonly touched = new Map<string, number>();

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /** An authenticated request of the session: its last use is written if due. */
  seen(sessionId: string): void {
    if (!this.due(sessionId)) {
      return;
    }
    sql(this.em, `update sessions set last_used_at = now() where id = ? and last_used_at < now() - interval '1 minute'`, [sessionId]).catch((error: Error) =>
      this.logger.debug(`last use of session ${sessionId} not written: ${error.message}`),
    );
  }

  /** True when this instance has not written the session's last use for TOUCH_EVERY_MS (and notes that it now does). */
  due(sessionId: string): boolean {
    const now = Date.now();
    const last = this.touched.get(sessionId);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) {
      return false;
    }
    this.touched.delete(sessionId);
    this.touched.set(sessionId, now);
    if (this.touched.size > Math.max(1000, this.config.sessionCacheSize)) {
      this.touched.delete(this.touched.keys().next().value!);
    }
    return true;
  }
}
