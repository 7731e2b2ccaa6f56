import { Logger, UnauthorizedException, type OnModuleInit } from '@nestjs/common';
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
import { DomainEvents } from '../common/outbox/domain-events';
import { AppConfig } from '../config/app-config';
import { SessionAuthenticator } from '../common/auth/session-ports';
import { verifyChannelSignature } from './channel-auth';
import { chatChannel, type ServerEvents, type SubscribeAck } from './socket-events';
import { RealtimeService, TYPING_INTERVAL_MS } from './realtime.service';
import { ChannelPolicies } from './channel-policies';
import { SESSIONS_ENDED, SessionConnections, sessionRoom } from './session-connections';

interface SocketData {
  user: AuthUser;
  /** When the handshake's access token expires (epoch ms): the socket is closed then. */
  expiresAt: number;
  lastTyping: Map<number, number>;
  untrack?: () => void;
  /** Since when (epoch ms) the socket's tab is hidden, as the client says ('visibility'); unset: visible. */
  hiddenSince?: number;
}
type Emits = { [K in keyof ServerEvents]: (payload: ServerEvents[K]) => void };
type PlazaSocket = Socket<Record<string, never>, Emits, Record<string, never>, SocketData>;

const personalRoom = (userId: number) => `user:${userId}`;

/**
 * The realtime gateway. The handshake's `auth.token` is the access token (refused with
 * "Unauthorized"); channels are joined with a Pusher-style signature checked without any
 * database call; presence follows the member's sockets across every instance. A socket lives
 * no longer than its session and its access token (`SessionConnections`).
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleInit {
  private readonly logger = new Logger('Realtime');
  @WebSocketServer() server!: Server;

  constructor(
    private readonly access: SessionAuthenticator,
    private readonly realtime: RealtimeService,
    private readonly events: DomainEvents,
    private readonly config: AppConfig,
    private readonly sessions: SessionConnections,
    private readonly policies: ChannelPolicies,
  ) {}

  onModuleInit(): void {
    this.events.on('user.banned', ({ userId }) => this.realtime.disconnectUser(userId));
  }

  afterInit(server: Server): void {
    this.realtime.attach(server);
    // Sessions that ended on another instance: close this one's connections of other transports.
    server.on(SESSIONS_ENDED, (ids: unknown) => {
      if (Array.isArray(ids)) {
        this.sessions.closeLocal(ids.filter((id): id is string => typeof id === 'string'), 'ended');
      }
    });
    server.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || !token) {
        next(new Error('Unauthorized'));
        return;
      }
      this.access.session(token).then(
        ({ user, expiresAt }) => {
          (socket as PlazaSocket).data = { user, expiresAt, lastTyping: new Map() };
          next();
        },
        // 'Unavailable' (PostgreSQL unreachable) tells the client to retry, not to sign out.
        (error: unknown) => next(new Error(error instanceof UnauthorizedException ? 'Unauthorized' : 'Unavailable')),
      );
    });
  }

  async handleConnection(socket: PlazaSocket): Promise<void> {
    const user = socket.data.user;
    socket.data.untrack = this.sessions.track(user.sessionId, socket.data.expiresAt, (reason) => {
      if (reason === 'expired') {
        socket.emit('session.closing', { reason: 'expired' });
      }
      socket.disconnect(true);
    });
    await socket.join([personalRoom(user.id), sessionRoom(user.sessionId)]);
    // Every connection is announced (listeners act only when presence actually changes): two
    // sockets connecting at once could otherwise both count two and nobody would say "online".
    this.events.emit('user.connected', { user });
  }

  async handleDisconnect(socket: PlazaSocket): Promise<void> {
    const user = socket.data?.user;
    if (!user) {
      return;
    }
    socket.data.untrack?.();
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

  @SubscribeMessage('visibility')
  visibility(@ConnectedSocket() socket: PlazaSocket, @MessageBody() body: { hidden?: unknown }): void {
    socket.data.hiddenSince = body?.hidden === true ? (socket.data.hiddenSince ?? Date.now()) : undefined;
  }

  @SubscribeMessage('typing')
  async typing(@ConnectedSocket() socket: PlazaSocket, @MessageBody() body: { chat_id?: unknown }): Promise<void> {
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
    // Joined with a signature, but blocking may have come since: the chat domain decides.
    const allowed = await this.policies.allowsSignal(socket.data.user, room).catch(() => false);
    if (allowed && socket.connected) {
      this.realtime.emit(room, 'chats.typing', { chat_id: chatId, user_id: socket.data.user.id }, socket.id);
    }
  }
}
