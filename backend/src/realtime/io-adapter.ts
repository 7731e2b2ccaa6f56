import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import type { Observable } from 'rxjs';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server, ServerOptions, Socket } from 'socket.io';
import { AppConfig } from '../config/app-config';
import { RedisConnections } from '../redis/redis.module';
import { socketKey } from './realtime.service';

/** Socket.IO on the app's own HTTP server at /socket.io, with the Redis adapter when REDIS_URL is set. */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly log = new Logger('RealtimeIoAdapter');

  constructor(private readonly app: INestApplicationContext) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const config = this.app.get(AppConfig);
    const redis = this.app.get(RedisConnections);
    const server = super.createIOServer(port, {
      ...options,
      path: '/socket.io',
      cors: { origin: config.corsOrigins, credentials: true },
      serveClient: false,
      pingInterval: 20_000,
      pingTimeout: 20_000,
    } as ServerOptions) as Server;
    if (redis.enabled) {
      server.adapter(createAdapter(redis.create('socket-pub', 'publisher'), redis.create('socket-sub'), { key: socketKey(config), requestsTimeout: 3000 }));
    }
    return server;
  }

  /**
   * One plain listener per handler, as IoAdapter answers (an `event` reply is emitted, any other
   * reply acknowledged), without IoAdapter's RxJS chain per handler and socket: that chain held
   * about 15 KB of every idle member's socket (bench/sockets/idle.mjs).
   */
  override bindMessageHandlers(socket: Socket, handlers: MessageMappingProperties[], transform: (data: unknown) => Observable<unknown>): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(String(message), (...args: unknown[]) => {
        const { data, ack } = this.mapPayload(args.length > 1 ? args : args[0]);
        let replies: Observable<unknown>;
        try {
          replies = transform(callback(data, ack));
        } catch (error) {
          this.log.error(error);
          return;
        }
        replies.subscribe({
          next: (reply) => {
            if (reply === null || reply === undefined) {
              return;
            }
            const event = reply as { event?: string; data?: unknown };
            if (event.event) {
              socket.emit(event.event, event.data);
            } else if (!isAckHandledManually && typeof ack === 'function') {
              (ack as (reply: unknown) => void)(reply);
            }
          },
          error: (error: unknown) => this.log.error(error),
        });
      });
    }
  }
}
