import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { AppConfig, directDatabaseUrl } from '../../config/app-config';
import { PgListener } from '../../database/pg-listener';
import type { UserRole } from '../users';

/** The channel the triggers of migration 20261125030000 notify on. */
export const SESSION_CHANNEL = 'plaza_sessions';
/** Longest an entry is trusted before PostgreSQL is asked again: a bound, not the mechanism. */
export const ENTRY_TTL_MS = 60_000;
/** Longest a revocation waits for its own notification to come back (see `echo`). */
const ECHO_WAIT_MS = 2_000;
/** How long a received notification is remembered for `echo`. */
const ECHO_MEMORY_MS = 10_000;
/** The listener is asked `select 1` this often; silent for SILENT_MS, it counts as lost. */
const HEARTBEAT_MS = 1_000;
export const SILENT_MS = 3_000;

interface Entry {
  userId: number;
  role: UserRole;
  emailVerified: boolean;
  createdAt: number;
  at: number;
}

/** What an entry tells of its member. */
export interface CachedMember {
  id: number;
  role: UserRole;
  emailVerified: boolean;
  createdAt: number;
}

/**
 * The access check's positive answers in memory (session → member and role), so an authenticated
 * request costs no query; a revocation still ends access at once on every instance (NOTIFY triggers,
 * a heartbeat, an epoch). Why and how: docs/decisions.md#session-cache
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('SessionCache');
  private readonly entries = new Map<string, Entry>();
  private epoch = 0;
  private readonly listener: PgListener;
  /** Notifications received lately (payload → when and their count then), and revocations waiting for theirs. */
  private readonly received = new Map<string, { at: number; count: number }>();
  private notifications = 0;
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly config: AppConfig) {
    this.listener = new PgListener({
      // Its own connection, past any pooler: LISTEN needs a session of its own.
      connectionString: directDatabaseUrl(config) ?? '',
      connectTimeoutMs: config.database.connectTimeoutMs,
      channel: SESSION_CHANNEL,
      applicationName: 'plaza-sessions',
      logger: this.logger,
      downMessage: (reason) => `session cache off: its listener stopped (${reason}); every access check asks PostgreSQL until it is back`,
      upMessage: 'session cache on again',
      heartbeatMs: HEARTBEAT_MS,
      silentMs: SILENT_MS,
      onNotification: (payload) => this.onNotification(payload),
      // Whatever changed while nobody listened is unknown: start empty.
      onUp: () => this.flush(),
      onDown: () => this.stopListening(),
    });
  }

  /** True while answers may come from memory: the listener is up and has answered lately. */
  get usable(): boolean {
    return this.listener.live;
  }

  onModuleInit(): void {
    if (this.config.sessionCacheSize > 0 && this.config.databaseUrl) {
      this.listener.start();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener.stop();
  }

  /** The member of an open session, if known and still trusted. */
  get(sessionId: string, userId: number): CachedMember | undefined {
    if (!this.usable) {
      return undefined;
    }
    const entry = this.entries.get(sessionId);
    if (!entry) {
      return undefined;
    }
    if (entry.userId !== userId || Date.now() - entry.at > ENTRY_TTL_MS) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return { id: entry.userId, role: entry.role, emailVerified: entry.emailVerified, createdAt: entry.createdAt };
  }

  /** Taken before reading PostgreSQL, given to `store` after: see the class comment. */
  mark(): number {
    return this.epoch;
  }

  store(sessionId: string, user: CachedMember, mark: number): void {
    if (!this.usable || mark !== this.epoch) {
      return;
    }
    if (!this.entries.has(sessionId) && this.entries.size >= this.config.sessionCacheSize) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(sessionId, { userId: user.id, role: user.role, emailVerified: user.emailVerified, createdAt: user.createdAt, at: Date.now() });
  }

  invalidateSession(sessionId: string): void {
    this.epoch++;
    this.entries.delete(sessionId);
  }

  invalidateUser(userId: number): void {
    this.epoch++;
    for (const [sessionId, entry] of this.entries) {
      if (entry.userId === userId) {
        this.entries.delete(sessionId);
      }
    }
  }

  /** Drops every entry. */
  flush(): void {
    this.epoch++;
    this.entries.clear();
  }

  /** How many notifications this instance has received: taken before a write, given to `echo`. */
  notificationCount(): number {
    return this.notifications;
  }

  /**
   * Resolves once this instance has received the notifications `payloads` (`s:<session>`,
   * `u:<member>`) later than the `after`-th (notificationCount() taken before the write, so an
   * earlier write's `u:` does not count), or after ECHO_WAIT_MS, or at once while not listening.
   * PostgreSQL notifies every listener at once: when it is back here, the other instances have it.
   */
  echo(payloads: readonly string[], after = 0): Promise<void> {
    const missing = this.listener.listening ? payloads.filter((p) => (this.received.get(p)?.count ?? 0) <= after) : [];
    if (!missing.length) {
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      let left = missing.length;
      const timer = setTimeout(finish, ECHO_WAIT_MS);
      timer.unref();
      const arrived = () => {
        if (--left === 0) {
          finish();
        }
      };
      function finish() {
        clearTimeout(timer);
        resolve();
      }
      for (const payload of missing) {
        const list = this.waiting.get(payload) ?? [];
        list.push(arrived);
        this.waiting.set(payload, list);
      }
    });
  }

  private onNotification(payload: string): void {
    if (payload.startsWith('s:')) {
      this.invalidateSession(payload.slice(2));
    } else if (payload.startsWith('u:')) {
      this.invalidateUser(Number(payload.slice(2)));
    } else {
      this.flush();
    }
    const now = Date.now();
    this.notifications++;
    // Deleted first, so the map stays in order of arrival for the expiry below.
    this.received.delete(payload);
    this.received.set(payload, { at: now, count: this.notifications });
    for (const [key, { at }] of this.received) {
      if (now - at <= ECHO_MEMORY_MS) {
        break;
      }
      this.received.delete(key);
    }
    const waiters = this.waiting.get(payload);
    if (waiters) {
      this.waiting.delete(payload);
      waiters.forEach((arrived) => arrived());
    }
  }

  /** The listener is down: nothing may be answered from memory, and no revocation waits for an echo. */
  private stopListening(): void {
    this.flush();
    for (const waiters of this.waiting.values()) {
      waiters.forEach((arrived) => arrived());
    }
    this.waiting.clear();
  }
}
