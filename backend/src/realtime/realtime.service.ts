import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Server } from 'socket.io';
import { AppConfig } from '../config/app-config';
import { RedisConnections } from '../redis/redis.module';
import { chatChannel, userChannel, type ServerEvents } from './events';

/** Key of Plaza's Socket.IO traffic in Redis (adapter and emitter must agree). */
export const socketKey = (config: AppConfig) => `${config.redisPrefix}:socket.io`;

/**
 * Sends realtime events. In a process that serves sockets it goes through the Socket.IO server
 * (and, with Redis, its adapter reaches every instance); in a worker-only process it publishes
 * through the Redis emitter. Call it after the data it announces is committed.
 */
@Injectable()
export class RealtimeService implements OnApplicationShutdown {
  private server?: Server;
  private emitter?: Emitter;

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisConnections,
  ) {}

  attach(server: Server): void {
    this.server = server;
  }

  private target(): Pick<Server, 'to'> | Emitter | undefined {
    if (this.server) {
      return this.server;
    }
    if (this.redis.enabled) {
      this.emitter ??= new Emitter(this.redis.create('socket-emitter'), { key: socketKey(this.config) });
      return this.emitter;
    }
    return undefined;
  }

  emit<K extends keyof ServerEvents>(channel: string, event: K, payload: ServerEvents[K]): void {
    const target = this.target();
    if (target) {
      (target.to(channel) as { emit: (event: string, payload: unknown) => unknown }).emit(event, payload);
    }
  }

  toUser<K extends keyof ServerEvents>(userId: number, event: K, payload: ServerEvents[K]): void {
    this.emit(userChannel(userId), event, payload);
  }

  toChat<K extends keyof ServerEvents>(chatId: number, event: K, payload: ServerEvents[K]): void {
    this.emit(chatChannel(chatId), event, payload);
  }

  /** Drops every socket of a member, on every instance (e.g. when banned). */
  disconnectUser(userId: number): void {
    const target = this.target();
    if (target) {
      target.to(`user:${userId}`).disconnectSockets(true);
    }
  }

  onApplicationShutdown(): void {
    this.server = undefined;
  }
}
