import { WebSocket } from 'ws';
import { frame, type PresenceMember } from './protocol';

/** Who signed a subscription through `POST /api/broadcasting/auth` (absent when an integrator's server signed it). */
export interface SubscriptionOwner {
  userId: number;
  sessionId: string;
}

export interface Subscription {
  /** Presence channels: the member this connection is, from the signed channel_data. */
  member?: PresenceMember;
  owner?: SubscriptionOwner;
}

/** Past this many bytes queued for a client that does not read, it is dropped rather than waited on. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Close code for a client too slow to keep up (pusher-js backs off, then reconnects). */
const OVER_CAPACITY = 4100;

/** One Pusher client connection on this instance: its socket id, subscriptions and activity. */
export class PusherConnection {
  readonly subscriptions = new Map<string, Subscription>();
  lastActivity = Date.now();
  /** When the server sent `pusher:ping` and is waiting for any sign of life. */
  pingSentAt?: number;
  private windowStart = 0;
  private windowCount = 0;
  /** Last relayed Plaza typing signal, per chat id. */
  readonly lastTyping = new Map<number, number>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly socketId: string,
    private readonly ws: WebSocket,
  ) {}

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** Sends a serialized frame; never waits on a slow reader. */
  sendRaw(raw: string): void {
    if (!this.open) {
      return;
    }
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(OVER_CAPACITY, 'Client is not reading its messages');
      return;
    }
    this.ws.send(raw);
  }

  send(event: string, data: unknown, channel?: string): void {
    this.sendRaw(frame(event, typeof data === 'string' ? data : JSON.stringify(data), channel));
  }

  close(code: number, reason: string): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) {
      this.ws.close(code, reason);
    }
  }

  /** Runs `work` after everything queued before it: frames are handled in the order they came. */
  enqueue(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work, work);
    return this.queue;
  }

  touch(): void {
    this.lastActivity = Date.now();
    this.pingSentAt = undefined;
  }

  /** Counts one client event against `perSecond`; false when the client is over its rate. */
  allowClientEvent(perSecond: number): boolean {
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount++;
    return this.windowCount <= perSecond;
  }

  /** Whether any subscription was signed by one of these sessions, or by this member. */
  ownedBy(target: { sessionIds?: readonly string[]; userId?: number }): boolean {
    for (const { owner } of this.subscriptions.values()) {
      if (owner && (target.sessionIds?.includes(owner.sessionId) || owner.userId === target.userId)) {
        return true;
      }
    }
    return false;
  }
}
