import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Server } from 'socket.io';
import { AppConfig } from '../config/app-config';
import { RedisConnections } from '../redis/redis.module';
import { chatChannel, userChannel, type ServerEvents } from './socket-events';
import { PusherHub } from './pusher/pusher-hub';
import { CloseCode } from './pusher/protocol';

/** Typing signals are relayed at most once a second per chat and connection (either protocol). */
export const TYPING_INTERVAL_MS = 1000;

/** Key of Plaza's Socket.IO traffic in Redis (adapter and emitter must agree). */
export const socketKey = (config: AppConfig) => `${config.redisPrefix}:socket.io`;

/**
 * Sends realtime events, the one fan-out for both protocols. Socket.IO: in a process that serves
 * sockets through its server (and, with Redis, its adapter reaches every instance); in a
 * worker-only process through the Redis emitter. Pusher: through the Pusher hub (its own Redis
 * topic reaches every instance). Call it after the data it announces is committed.
 */
@Injectable()
export class RealtimeService implements OnApplicationShutdown {
  private server?: Server;
  private emitter?: Emitter;
  /** Set on shutdown: a late emit (a socket closing with the app) must not open a new Redis connection. */
  private closed = false;

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisConnections,
    private readonly pusher: PusherHub,
  ) {}

  attach(server: Server): void {
    this.server = server;
  }

  private target(): Pick<Server, 'to' | 'in' | 'serverSideEmit'> | Emitter | undefined {
    if (this.server) {
      return this.server;
    }
    if (this.redis.enabled && !this.closed) {
      try {
        this.emitter ??= new Emitter(this.redis.create('socket-emitter'), { key: socketKey(this.config) });
      } catch {
        return undefined; // Redis connections already closed: the app is shutting down
      }
      return this.emitter;
    }
    return undefined;
  }

  /** One of Plaza's events to every subscriber of the channel, but the connection `except` (a socket id of either protocol). */
  emit<K extends keyof ServerEvents>(channel: string, event: K, payload: ServerEvents[K], except?: string): void {
    this.send(channel, event, payload, JSON.stringify(payload), except);
  }

  /**
   * An event published through the Pusher HTTP API: `data` is the publisher's string; Socket.IO
   * subscribers of the channel get it parsed when it is JSON.
   */
  emitRaw(channel: string, event: string, data: string, except?: string): void {
    let payload: unknown = data;
    try {
      payload = JSON.parse(data);
    } catch {
      /* not JSON: Socket.IO gets the string as it is */
    }
    this.send(channel, event, payload, data, except);
  }

  private send(channel: string, event: string, payload: unknown, pusherData: string, except?: string): void {
    const target = this.target();
    if (target) {
      const room = except ? target.to(channel).except(except) : target.to(channel);
      (room as { emit: (event: string, payload: unknown) => unknown }).emit(event, payload);
    }
    this.pusher.publish({ channel, event, data: pusherData, except });
  }

  toUser<K extends keyof ServerEvents>(userId: number, event: K, payload: ServerEvents[K]): void {
    this.emit(userChannel(userId), event, payload);
  }

  toChat<K extends keyof ServerEvents>(chatId: number, event: K, payload: ServerEvents[K]): void {
    this.emit(chatChannel(chatId), event, payload);
  }

  /** Drops every connection of a member, on every instance (e.g. when banned). */
  disconnectUser(userId: number): void {
    const target = this.target();
    if (target) {
      target.to(`user:${userId}`).disconnectSockets(true);
    }
    this.pusher.close({ userId, code: CloseCode.Unauthorized, reason: 'Your account can no longer connect' });
  }

  /** Drops the Pusher connections whose subscriptions these (now revoked) sessions signed, on every instance. */
  closePusherSessions(sessionIds: string[]): void {
    if (sessionIds.length) {
      this.pusher.close({ sessionIds, code: CloseCode.Unauthorized, reason: 'Your session has ended' });
    }
  }

  /** Socket.IO connections subscribed to a channel, on every instance (0 in a worker-only process). */
  async socketCount(channel: string): Promise<number> {
    return this.server ? (await this.server.in(channel).fetchSockets()).length : 0;
  }

  /**
   * Is the member looking at Plaza: a socket of theirs (any instance) whose tab is visible, or
   * hidden for less than `hiddenGraceMs`? undefined: this process serves no sockets and cannot tell.
   */
  async attentive(userId: number, hiddenGraceMs: number): Promise<boolean | undefined> {
    if (!this.server) {
      return undefined;
    }
    const now = Date.now();
    const sockets = await this.server.in(`user:${userId}`).fetchSockets();
    return sockets.some((socket) => {
      const since = (socket.data as { hiddenSince?: number } | undefined)?.hiddenSince;
      return since === undefined || now - since < hiddenGraceMs;
    });
  }

  /** Rooms with Socket.IO connections, on every instance (socket-id and personal rooms included: filter them). */
  async socketRooms(): Promise<Set<string>> {
    if (!this.server) {
      return new Set();
    }
    const adapter = this.server.of('/').adapter as Server['sockets']['adapter'] & { allRooms?: () => Promise<Set<string>> };
    return adapter.allRooms ? adapter.allRooms() : new Set(adapter.rooms.keys());
  }

  /**
   * Drops every socket in `rooms` on every instance, and tells the other instances (through
   * the Redis adapter) `event` with `payload`, for the connections of other transports.
   */
  endSessions(rooms: string[], event: string, payload: unknown): void {
    const target = this.target();
    if (!target || !rooms.length) {
      return;
    }
    target.in(rooms).disconnectSockets(true);
    if (this.redis.enabled) {
      target.serverSideEmit(event, payload);
    }
  }

  onApplicationShutdown(): void {
    this.server = undefined;
    this.closed = true;
  }
}
