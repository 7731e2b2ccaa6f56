import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Client, type Notification } from 'pg';
import { AppConfig } from '../../config/app-config';
import type { UserRole } from '../users/entities/user.entity';

/** The channel the triggers of migration 20261125030000 notify on. */
export const SESSION_CHANNEL = 'plaza_sessions';
/** Longest an entry is trusted before PostgreSQL is asked again: a bound, not the mechanism. */
export const ENTRY_TTL_MS = 60_000;
/** Longest a revocation waits for its own notification to come back (see `echo`). */
const ECHO_WAIT_MS = 2_000;
/** How long a received notification is remembered for `echo`. */
const ECHO_MEMORY_MS = 10_000;
const MAX_RELISTEN_MS = 30_000;
/** The listener is asked `select 1` this often; silent for SILENT_MS, it counts as lost. */
const HEARTBEAT_MS = 1_000;
export const SILENT_MS = 3_000;

interface Entry {
  userId: number;
  role: UserRole;
  at: number;
}

/**
 * The access check's answers, in memory: session id → its member and role, for sessions found
 * open and members found active. A logout, a password change or a ban still ends access at once:
 *
 * - on this instance, the code that revokes (TokensService) drops the entries synchronously, and
 *   answers only once PostgreSQL's notification of it has come back (`echo`);
 * - on every instance, triggers on `sessions` and `users` notify at commit, on every path that
 *   revokes a session or bans, suspends, re-roles or deletes a member; the listener drops the
 *   entries (`s:<session>`, `u:<member>`);
 * - the cache answers only while its listener connection is up: when it is lost, everything is
 *   dropped and every check goes to PostgreSQL until it listens again (then it starts empty). A
 *   connection that dies silently (a network partition: no error, no end) is found by a heartbeat:
 *   once the listener has not answered for SILENT_MS (3 s), the cache is not used;
 * - a check that read PostgreSQL before an invalidation does not store its answer after it (the
 *   epoch), so an answer older than a revocation is never kept;
 * - at most SESSION_CACHE_SIZE entries (the oldest go first), each trusted for ENTRY_TTL_MS.
 *
 * Only positive answers are kept: a refused session is asked again each time.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('SessionCache');
  private readonly entries = new Map<string, Entry>();
  private epoch = 0;
  private listening = false;
  private listener?: Client;
  private closed = false;
  private failing = false;
  private relistenMs = 1000;
  private relistenTimer?: NodeJS.Timeout;
  private heartbeat?: NodeJS.Timeout;
  /** When the listener last answered (a heartbeat or a notification). */
  private lastHeard = 0;
  /** Notifications received lately (payload → when), and revocations waiting for theirs. */
  private readonly received = new Map<string, number>();
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly config: AppConfig) {}

  /** True while answers may come from memory: the listener is up. */
  get usable(): boolean {
    return this.listening && Date.now() - this.lastHeard < SILENT_MS;
  }

  onModuleInit(): void {
    if (this.config.sessionCacheSize > 0 && this.config.databaseUrl) {
      void this.listen();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.relistenTimer);
    clearInterval(this.heartbeat);
    this.stopListening();
    const listener = this.listener;
    this.listener = undefined;
    if (listener) {
      // Bounded: across a network partition the goodbye is never answered; then drop the socket.
      const ended = listener.end().catch(() => undefined);
      const timer = setTimeout(() => (listener as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy(), 1000);
      await ended;
      clearTimeout(timer);
    }
  }

  /** The member of an open session, if known and still trusted. */
  get(sessionId: string, userId: number): { id: number; role: UserRole } | undefined {
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
    return { id: entry.userId, role: entry.role };
  }

  /** Taken before reading PostgreSQL, given to `store` after: see the class comment. */
  mark(): number {
    return this.epoch;
  }

  store(sessionId: string, user: { id: number; role: UserRole }, mark: number): void {
    if (!this.usable || mark !== this.epoch) {
      return;
    }
    if (!this.entries.has(sessionId) && this.entries.size >= this.config.sessionCacheSize) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(sessionId, { userId: user.id, role: user.role, at: Date.now() });
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

  /**
   * Resolves once this instance has received the notifications `payloads` (`s:<session>`,
   * `u:<member>`), or after ECHO_WAIT_MS, or at once while not listening. PostgreSQL sends a
   * notification to every listener at the same moment, so when it is back here, the other
   * instances have it too.
   */
  echo(payloads: readonly string[]): Promise<void> {
    const missing = this.listening ? payloads.filter((p) => !this.received.has(p)) : [];
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

  private onNotification(message: Notification): void {
    const payload = message.payload ?? '';
    this.lastHeard = Date.now();
    if (payload.startsWith('s:')) {
      this.invalidateSession(payload.slice(2));
    } else if (payload.startsWith('u:')) {
      this.invalidateUser(Number(payload.slice(2)));
    } else {
      this.flush();
    }
    const now = Date.now();
    this.received.set(payload, now);
    for (const [key, at] of this.received) {
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

  private stopListening(): void {
    this.listening = false;
    clearInterval(this.heartbeat);
    this.flush();
    for (const waiters of this.waiting.values()) {
      waiters.forEach((arrived) => arrived());
    }
    this.waiting.clear();
  }

  /** LISTENs on a connection of its own; when it is lost, the cache is off until it listens again. */
  private async listen(): Promise<void> {
    if (this.closed) {
      return;
    }
    const client = new Client({
      connectionString: this.config.databaseUrl,
      application_name: 'plaza-sessions',
      connectionTimeoutMillis: this.config.database.connectTimeoutMs,
      keepAlive: true,
    });
    let gone = false;
    const lost = (error?: unknown) => {
      if (gone) {
        return;
      }
      gone = true;
      if (this.listener === client) {
        this.listener = undefined;
        this.stopListening();
      }
      client.removeAllListeners('end');
      void client.end().catch(() => undefined);
      // Across a partition the goodbye is never answered: then drop the socket.
      setTimeout(() => (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy(), 1000).unref();
      if (this.closed) {
        return;
      }
      if (!this.failing) {
        this.logger.warn(`session cache off: its listener stopped (${error ? String(error) : 'connection ended'}); every access check asks PostgreSQL until it is back`);
        this.failing = true;
      }
      this.relistenTimer = setTimeout(() => void this.listen(), this.relistenMs);
      this.relistenTimer.unref();
      this.relistenMs = Math.min(MAX_RELISTEN_MS, this.relistenMs * 2);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => this.onNotification(message));
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CHANNEL}`);
    } catch (error) {
      lost(error);
      return;
    }
    if (this.closed || gone) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    this.relistenMs = 1000;
    // Whatever changed while nobody listened is unknown: start empty.
    this.flush();
    this.lastHeard = Date.now();
    this.listening = true;
    this.heartbeat = setInterval(() => {
      if (Date.now() - this.lastHeard >= SILENT_MS) {
        lost(new Error(`no answer for ${SILENT_MS} ms`));
        return;
      }
      client.query('select 1').then(() => {
        this.lastHeard = Date.now();
      }, lost);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
    if (this.failing) {
      this.logger.log('session cache on again');
      this.failing = false;
    }
  }
}
