import { Logger, type OnModuleInit } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { AuthUser } from '../common/auth/auth-user';
import { DomainEvents } from '../common/events/domain-events';
import { AppConfig } from '../config/app-config';
import { AccessService } from '../modules/auth/access.service';
import { verifyChannelSignature } from './channel-auth';
import { chatChannel, type SubscribeAck } from './events';
import { RealtimeService } from './realtime.service';

interface SocketData {
  user: AuthUser;
  lastTyping: Map<number, number>;
}
type PlazaSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/** Typing signals are relayed at most once a second per chat and socket. */
const TYPING_INTERVAL_MS = 1000;
const personalRoom = (userId: number) => `user:${userId}`;

/**
 * The realtime gateway. The handshake's `auth.token` is the access token (refused with
 * "Unauthorized"); channels are joined with a Pusher-style signature checked without any
 * database call; presence follows the member's sockets across every instance.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleInit {
  private readonly logger = new Logger('Realtime');
  @WebSocketServer() server!: Server;

  constructor(
    private readonly access: AccessService,
    private readonly realtime: RealtimeService,
    private readonly events: DomainEvents,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.events.on('user.banned', ({ userId }) => this.realtime.disconnectUser(userId));
  }

  afterInit(server: Server): void {
    this.realtime.attach(server);
    server.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || !token) {
        next(new Error('Unauthorized'));
        return;
      }
      this.access.authenticate(token).then(
        (user) => {
          (socket as PlazaSocket).data = { user, lastTyping: new Map() };
          next();
        },
        () => next(new Error('Unauthorized')),
      );
    });
  }

  async handleConnection(socket: PlazaSocket): Promise<void> {
    const user = socket.data.user;
    await socket.join(personalRoom(user.id));
    // Every connection is announced (listeners act only when presence actually changes): two
    // sockets connecting at once could otherwise both count two and nobody would say "online".
    this.events.emit('user.connected', { user });
  }

  async handleDisconnect(socket: PlazaSocket): Promise<void> {
    const user = socket.data?.user;
    if (!user) {
      return;
    }
    if ((await this.countSockets(user.id)) === 0) {
      this.events.emit('user.disconnected', { userId: user.id });
    }
  }

  /** Sockets of a member on every instance (through the Redis adapter when configured). */
  private async countSockets(userId: number): Promise<number> {
    try {
      return (await this.server.in(personalRoom(userId)).fetchSockets()).length;
    } catch (error) {
      this.logger.warn(`Could not count sockets of user ${userId}: ${String(error)}`);
      return -1;
    }
  }

  @SubscribeMessage('subscribe')
  async subscribe(@ConnectedSocket() socket: PlazaSocket, @MessageBody() body: { channel?: unknown; auth?: unknown }): Promise<SubscribeAck> {
    const channel = typeof body?.channel === 'string' ? body.channel : '';
    if (!verifyChannelSignature(this.config.pusherAppKey, this.config.pusherAppSecret, socket.id, channel, body?.auth)) {
      return { ok: false, error: 'Invalid channel signature' };
    }
    await socket.join(channel);
    return { ok: true };
  }

  @SubscribeMessage('unsubscribe')
  async unsubscribe(@ConnectedSocket() socket: PlazaSocket, @MessageBody() body: { channel?: unknown }): Promise<SubscribeAck> {
    if (typeof body?.channel !== 'string' || body.channel.startsWith('user:')) {
      return { ok: false, error: 'Invalid channel' };
    }
    await socket.leave(body.channel);
    return { ok: true };
  }

  @SubscribeMessage('typing')
  typing(@ConnectedSocket() socket: PlazaSocket, @MessageBody() body: { chat_id?: unknown }): void {
    const chatId = Number(body?.chat_id);
    const room = chatChannel(chatId);
    if (!Number.isInteger(chatId) || !socket.rooms.has(room)) {
      return;
    }
    const now = Date.now();
    if (now - (socket.data.lastTyping.get(chatId) ?? 0) < TYPING_INTERVAL_MS) {
      return;
    }
    socket.data.lastTyping.set(chatId, now);
    socket.to(room).emit('chats.typing' as never, { chat_id: chatId, user_id: socket.data.user.id } as never);
  }
}
