import { Socket } from 'node:net';
import type { Logger } from '@nestjs/common';
import { Client } from 'pg';

export interface PgListenerOptions {
  connectionString: string;
  connectTimeoutMs: number;
  /** The channel to LISTEN on (an identifier of our own, never user input). */
  channel: string;
  /** Shown in pg_stat_activity, so an operator (or a test) can find the connection. */
  applicationName: string;
  logger: Logger;
  /** The warning logged once per outage, given what ended the connection. */
  downMessage: (reason: string) => string;
  /** The line logged when it listens again after an outage. */
  upMessage: string;
  /**
   * Ask `select 1` this often (ms; 0 or absent: never). A connection cut by a network partition
   * reports no error and no end: with a heartbeat, one that leaves a `select 1` unanswered for
   * `silentMs` counts as lost. Judged after the event loop has read its sockets (see `listen`),
   * so a loop too busy to read the answer does not count as a silent connection.
   */
  heartbeatMs?: number;
  silentMs?: number;
  onNotification: (payload: string) => void;
  /** It listens (first time or again). What was notified while nobody listened is unknown. */
  onUp?: () => void;
  /** It stopped listening (lost, silent, or stopped): notifications may be missed from now on. */
  onDown?: () => void;
}

/** Longest wait before listening again after the connection was lost, in ms. */
const MAX_RELISTEN_MS = 30_000;
/** How long a goodbye to PostgreSQL may take before the socket is dropped (a partition never answers). */
const END_WAIT_MS = 1_000;

/**
 * A PostgreSQL connection of its own that LISTENs on one channel, for in-memory state that must
 * follow commits made by any process (the outbox's wake-ups, the session cache's invalidations).
 * When the connection is lost (an error, an end, or silence past `silentMs`), `onDown` runs, one
 * warning is logged for the outage, and it listens again with backoff (1 s, doubling, at most
 * 30 s); each time it listens, `onUp` runs. `stop` is bounded even across a partition.
 */
export class PgListener {
  private client?: Client;
  private closed = false;
  private failing = false;
  private relistenMs = 1000;
  private relistenTimer?: NodeJS.Timeout;
  private heartbeat?: NodeJS.Timeout;
  /** When the heartbeat's `select 1` now waiting for its answer was sent; undefined: none waits. */
  private asked?: number;

  constructor(private readonly options: PgListenerOptions) {}

  /** Connected and listening (it may still be silent: see `live`). */
  get listening(): boolean {
    return this.client !== undefined;
  }

  /** Listening, and with a heartbeat, no `select 1` has waited `silentMs` for its answer. */
  get live(): boolean {
    if (!this.client) {
      return false;
    }
    const { silentMs } = this.options;
    return this.asked === undefined || !silentMs || Date.now() - this.asked < silentMs;
  }

  start(): void {
    void this.listen();
  }

  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.relistenTimer);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    if (client) {
      this.options.onDown?.();
      await endBounded(client);
    }
  }

  private async listen(): Promise<void> {
    if (this.closed) {
      return;
    }
    const { options } = this;
    let socket: Socket | undefined;
    const client = new Client({
      connectionString: options.connectionString,
      application_name: options.applicationName,
      connectionTimeoutMillis: options.connectTimeoutMs,
      keepAlive: true,
      // pg's public `stream` option: the socket is ours, so a goodbye that never comes can be cut.
      stream: () => (socket = new Socket()),
    });
    SOCKETS.set(client, () => socket?.destroy());
    let gone = false;
    const lost = (error?: unknown) => {
      if (gone) {
        return;
      }
      gone = true;
      if (this.client === client) {
        this.client = undefined;
        clearInterval(this.heartbeat);
        options.onDown?.();
      }
      client.removeAllListeners('end');
      void endBounded(client);
      if (this.closed) {
        return;
      }
      if (!this.failing) {
        options.logger.warn(options.downMessage(error ? String(error) : 'connection ended'));
        this.failing = true;
      }
      this.relistenTimer = setTimeout(() => void this.listen(), this.relistenMs);
      this.relistenTimer.unref();
      this.relistenMs = Math.min(MAX_RELISTEN_MS, this.relistenMs * 2);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => options.onNotification(message.payload ?? ''));
    try {
      await client.connect();
      await client.query(`listen ${options.channel}`);
    } catch (error) {
      lost(error);
      return;
    }
    if (this.closed || gone) {
      await endBounded(client);
      return;
    }
    this.client = client;
    this.relistenMs = 1000;
    this.asked = undefined;
    const { heartbeatMs, silentMs } = options;
    if (heartbeatMs && silentMs) {
      // Silence is judged in the loop's check phase (setImmediate), which comes after its poll
      // phase: an answer that reached the socket while the loop was busy (a saturated or blocked
      // process, whose timers run late) has been read by then, and counts. Only a `select 1` left
      // unanswered though the loop could read is silence: a partition is still found within
      // `silentMs` and one heartbeat, however busy the process.
      this.heartbeat = setInterval(() => {
        setImmediate(() => {
          if (this.client !== client) {
            return;
          }
          if (this.asked !== undefined) {
            if (Date.now() - this.asked >= silentMs) {
              lost(new Error(`no answer for ${silentMs} ms`));
            }
            return;
          }
          this.asked = Date.now();
          client.query('select 1').then(() => {
            if (this.client === client) {
              this.asked = undefined;
            }
          }, lost);
        });
      }, heartbeatMs);
      this.heartbeat.unref();
    }
    if (this.failing) {
      options.logger.log(options.upMessage);
      this.failing = false;
    }
    options.onUp?.();
  }
}

/** How to drop each listener client's socket. */
const SOCKETS = new WeakMap<Client, () => void>();

/** Ends the connection, dropping its socket if PostgreSQL has not answered the goodbye within END_WAIT_MS. */
async function endBounded(client: Client): Promise<void> {
  const ended = client.end().catch(() => undefined);
  const timer = setTimeout(() => SOCKETS.get(client)?.(), END_WAIT_MS);
  timer.unref();
  await ended;
  clearTimeout(timer);
}
