import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Server, ServerOptions } from 'socket.io';
import { AppConfig } from '../config/app-config';
import { RedisConnections } from '../redis/redis.module';
import { socketKey } from './realtime.service';

/** Socket.IO on the app's own HTTP server at /socket.io, with the Redis adapter when REDIS_URL is set. */
export class RealtimeIoAdapter extends IoAdapter {
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
}
