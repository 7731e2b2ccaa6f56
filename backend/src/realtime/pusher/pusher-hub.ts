import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { RedisConnections } from '../../redis/redis.module';
import type { PusherConnection } from './connection';
import { frame, isCacheChannel } from './protocol';
import { PusherState } from './pusher-state';

/** One event for the subscribers of a channel. */
export interface PusherEvent {
  channel: string;
  event: string;
  /** A JSON string for server events; as the client sent it for client events. */
  data: unknown;
  /** Socket id that must not receive it (the sender). */
  except?: string;
  /** Presence channels: the member who sent a client event. */
  userId?: string;
}

/** Which connections to close: those signed by these sessions, or by this member. */
export interface CloseTarget {
  sessionIds?: string[];
  userId?: number;
  code: number;
  reason: string;
}

type BusMessage = { origin: string } & (({ type: 'event' } & PusherEvent) | ({ type: 'close' } & CloseTarget));

/**
 * This instance's Pusher connections by channel, and the fan-out between instances: a channel's
 * events go on its own Redis topic, subscribed only while this instance has connections on it.
 * Why: docs/decisions.md#realtime-across-instances
 */
@Injectable()
export class PusherHub implements OnApplicationShutdown {
  private readonly logger = new Logger('Pusher');
  private readonly origin = randomUUID();
  private readonly channels = new Map<string, Set<PusherConnection>>();
  readonly connections = new Set<PusherConnection>();
  private subscriber?: Redis;

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisConnections,
    private readonly state: PusherState,
  ) {}

  private get topic(): string {
    return `${this.config.redisPrefix}:pusher`;
  }

  /** The pub/sub topic of one channel's events. */
  private channelTopic(channel: string): string {
    return `${this.topic}:channel:${channel}`;
  }

  /** Starts receiving other instances' events (processes that serve Pusher connections only). */
  async listen(): Promise<void> {
    if (!this.redis.enabled || this.subscriber) {
      return;
    }
    this.subscriber = this.redis.create('pusher-sub');
    this.subscriber.on('message', (_topic: string, raw: string) => this.receive(raw));
    await this.subscriber.subscribe(this.topic, ...[...this.channels.keys()].map((channel) => this.channelTopic(channel)));
  }

  publish(event: PusherEvent): void {
    this.deliver(event);
    this.broadcast({ type: 'event', ...event }, this.channelTopic(event.channel));
    if (isCacheChannel(event.channel) && !event.event.startsWith('pusher')) {
      this.state.remember(event.channel, { event: event.event, data: event.data, userId: event.userId }).catch((error: unknown) => {
        this.logger.warn(`Could not keep the last event of ${event.channel}: ${String(error)}`);
      });
    }
  }

  /** Closes the matching connections on every instance. */
  close(target: CloseTarget): void {
    this.closeLocal(target);
    this.broadcast({ type: 'close', ...target });
  }

  add(connection: PusherConnection): void {
    this.connections.add(connection);
  }

  remove(connection: PusherConnection): void {
    this.connections.delete(connection);
    for (const channel of connection.subscriptions.keys()) {
      this.leave(connection, channel);
    }
  }

  /**
   * The connection receives the channel's events from now on; resolves once other instances'
   * events reach this one too (its first connection there subscribes to the channel's topic).
   */
  async join(connection: PusherConnection, channel: string): Promise<void> {
    let members = this.channels.get(channel);
    if (!members) {
      members = new Set();
      this.channels.set(channel, members);
    }
    members.add(connection);
    if (this.subscriber) {
      // Also when others are there already: their subscription may still be on its way.
      await this.subscriber.subscribe(this.channelTopic(channel));
    }
  }

  leave(connection: PusherConnection, channel: string): void {
    const members = this.channels.get(channel);
    if (members?.delete(connection) && members.size === 0) {
      this.channels.delete(channel);
      // In order with any later subscribe on the same connection: a quick rejoin ends subscribed.
      this.subscriber?.unsubscribe(this.channelTopic(channel)).catch((error: unknown) => {
        this.logger.warn(`Could not unsubscribe from ${channel}: ${String(error)}`);
      });
    }
  }

  private deliver({ channel, event, data, except, userId }: PusherEvent): void {
    const members = this.channels.get(channel);
    if (!members) {
      return;
    }
    const raw = frame(event, data, channel, userId);
    for (const connection of members) {
      if (connection.socketId !== except) {
        connection.sendRaw(raw);
      }
    }
  }

  private closeLocal(target: CloseTarget): void {
    for (const connection of this.connections) {
      if (connection.ownedBy(target)) {
        connection.close(target.code, target.reason);
      }
    }
  }

  private broadcast(message: Omit<BusMessage, 'origin'>, topic = this.topic): void {
    this.redis.client?.publish(topic, JSON.stringify({ origin: this.origin, ...message })).catch((error: unknown) => {
      this.logger.warn(`Could not publish to other instances: ${String(error)}`);
    });
  }

  private receive(raw: string): void {
    let message: BusMessage;
    try {
      message = JSON.parse(raw) as BusMessage;
    } catch {
      return;
    }
    if (message.origin === this.origin) {
      return;
    }
    if (message.type === 'event') {
      this.deliver(message);
    } else {
      this.closeLocal(message);
    }
  }

  onApplicationShutdown(): void {
    this.subscriber = undefined;
  }
}
