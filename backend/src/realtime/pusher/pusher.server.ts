import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { DomainEvents } from '../../common/outbox/domain-events';
import { AppConfig } from '../../config/app-config';
import { verifyChannelSignature } from '../channel-auth';
import { ChannelPolicies, parseChannel } from '../channel-policies';
import { RealtimeService, TYPING_INTERVAL_MS } from '../realtime.service';
import { PusherConnection, type Subscription } from './connection';
import {
  CloseCode,
  MAX_CLIENT_EVENT_DATA_BYTES,
  MAX_CLIENT_FRAME_BYTES,
  MAX_EVENT_NAME_LENGTH,
  MAX_PRESENCE_USER_ID_LENGTH,
  MAX_PRESENCE_USER_INFO_BYTES,
  SUPPORTED_PROTOCOLS,
  channelType,
  errorFrame,
  frame,
  isCacheChannel,
  isEncrypted,
  isValidChannelName,
  newSocketId,
  objectData,
  parseChannelData,
  parseFrame,
  type ClientFrame,
  type PresenceMember,
} from './protocol';
import { PusherHub } from './pusher-hub';
import { HEARTBEAT_MS, PusherState } from './pusher-state';

const APP_PATH = /^\/app\/([^/?]+)\/?(?:\?|$)/;
/** How long a client has to answer the server's `pusher:ping` (Pusher's pong timeout). */
const MAX_PONG_WAIT_MS = 30_000;

/**
 * The Pusher Channels protocol (v7) on `ws`, at `/app/{key}` on the app's own HTTP server, beside
 * Socket.IO. Channels are Plaza's rooms: private and presence subscriptions are checked against
 * the same signature `POST /api/broadcasting/auth` gives; events reach subscribers through the
 * Pusher hub, which `RealtimeService` feeds with every Plaza event.
 */
@Injectable()
export class PusherServer implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Pusher');
  private wss?: WebSocketServer;
  private httpServer?: Server;
  private sweeper?: NodeJS.Timeout;
  private heartbeat?: NodeJS.Timeout;
  private readonly upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => this.onUpgrade(req, socket, head);

  constructor(
    private readonly config: AppConfig,
    private readonly hub: PusherHub,
    private readonly state: PusherState,
    private readonly realtime: RealtimeService,
    private readonly events: DomainEvents,
    private readonly adapterHost: HttpAdapterHost,
    private readonly policies: ChannelPolicies,
  ) {}

  async onModuleInit(): Promise<void> {
    this.events.on('session.ended', ({ sessionIds }) => this.closeSessions(sessionIds));
    const httpServer = this.config.role === 'worker' ? undefined : (this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined);
    if (!httpServer) {
      return;
    }
    this.httpServer = httpServer;
    this.wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES, perMessageDeflate: false });
    httpServer.on('upgrade', this.upgrade);
    const activityMs = this.config.pusherActivityTimeout * 1000;
    this.sweeper = setInterval(() => this.sweep(activityMs), Math.max(250, Math.min(activityMs / 4, 10_000)));
    this.sweeper.unref();
    await this.hub.listen();
    await this.state.heartbeat();
    this.heartbeat = setInterval(() => {
      this.state
        .heartbeat()
        .then(() => this.reapDeadInstances())
        .catch((error: unknown) => this.logger.warn(`Pusher heartbeat failed: ${String(error)}`));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Presence members of instances that died without a clean shutdown leave their channels (`now`: for tests). */
  async reapDeadInstances(now?: number): Promise<void> {
    for (const { channel, userId } of await this.state.reapDeadInstances(now)) {
      this.hub.publish({ channel, event: 'pusher_internal:member_removed', data: JSON.stringify({ user_id: userId }) });
    }
  }

  /** Closes the Pusher connections whose subscriptions revoked sessions signed, on every instance. */
  closeSessions(sessionIds: string[]): void {
    this.hub.close({ sessionIds, code: CloseCode.Unauthorized, reason: 'Your session has ended' });
  }

  private onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const match = APP_PATH.exec(req.url ?? '');
    if (!match || !this.wss) {
      return; // Socket.IO's path, or nothing of ours: the other upgrade listeners decide.
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws, decodeURIComponent(match[1]), req));
  }

  private onConnection(ws: WebSocket, key: string, req: IncomingMessage): void {
    const refuse = (code: number, message: string) => {
      ws.send(errorFrame(code, message));
      ws.close(code, message);
    };
    if (key !== this.config.pusherAppKey) {
      refuse(CloseCode.AppNotFound, `App key ${key} not in this cluster`);
      return;
    }
    const protocol = new URL(req.url ?? '/', 'http://plaza').searchParams.get('protocol');
    if (protocol === null || protocol === '') {
      refuse(CloseCode.NoProtocol, 'No protocol version supplied');
      return;
    }
    if (!SUPPORTED_PROTOCOLS.has(Number(protocol))) {
      refuse(CloseCode.UnsupportedProtocol, `Unsupported protocol version ${protocol}`);
      return;
    }
    const connection = new PusherConnection(newSocketId(), ws);
    this.hub.add(connection);
    ws.on('message', (raw: RawData, isBinary: boolean) => {
      connection.touch();
      if (isBinary) {
        return;
      }
      const message = parseFrame(rawText(raw));
      if (message) {
        connection.enqueue(() => this.onFrame(connection, message)).catch((error: unknown) => this.logger.warn(`Pusher frame failed: ${String(error)}`));
      }
    });
    ws.on('pong', () => connection.touch());
    ws.on('error', () => undefined); // a broken socket closes; 'close' cleans up
    ws.on('close', () => {
      connection.enqueue(() => this.disconnect(connection)).catch((error: unknown) => this.logger.warn(`Pusher disconnect failed: ${String(error)}`));
    });
    connection.send('pusher:connection_established', { socket_id: connection.socketId, activity_timeout: this.config.pusherActivityTimeout });
  }

  private async onFrame(connection: PusherConnection, message: ClientFrame): Promise<void> {
    switch (message.event) {
      case 'pusher:ping':
        connection.send('pusher:pong', {});
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        await this.subscribe(connection, objectData(message.data));
        return;
      case 'pusher:unsubscribe': {
        const channel = objectData(message.data).channel;
        if (typeof channel === 'string') {
          await this.unsubscribe(connection, channel);
        }
        return;
      }
      default:
        if (message.event.startsWith('client-')) {
          this.clientEvent(connection, message);
        }
    }
  }

  private async subscribe(connection: PusherConnection, data: Record<string, unknown>): Promise<void> {
    const channel = data.channel;
    if (!isValidChannelName(channel)) {
      connection.send('pusher:subscription_error', { type: 'InvalidChannel', error: 'Invalid channel name', status: 400 }, typeof channel === 'string' ? channel : undefined);
      return;
    }
    const type = channelType(channel);
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
    const subscription: Subscription = {};
    if (type !== 'public') {
      const { pusherAppKey: key, pusherAppSecret: secret } = this.config;
      const signed = verifyChannelSignature(key, secret, connection.socketId, channel, data.auth, type === 'presence' ? (channelData ?? '') : undefined);
      const member = type === 'presence' && channelData !== undefined ? parseChannelData(channelData) : undefined;
      if (!signed || (type === 'presence' && !member)) {
        connection.send('pusher:subscription_error', { type: 'AuthError', error: `Invalid signature for channel ${channel}`, status: 401 }, channel);
        return;
      }
      const tooBig = member && presenceLimitExceeded(member);
      if (tooBig) {
        connection.send('pusher:subscription_error', { type: 'LimitReached', error: tooBig, status: 413 }, channel);
        return;
      }
      subscription.member = member;
      subscription.owner = await this.state.owner(connection.socketId, channel);
    }
    if (!connection.open) {
      return;
    }
    if (connection.subscriptions.has(channel)) {
      // Subscribing twice is answered like the first time, without counting twice.
      await this.confirm(connection, channel, false);
      return;
    }
    connection.subscriptions.set(channel, subscription);
    await this.hub.join(connection, channel);
    await this.state.subscribed(channel);
    const first = subscription.member ? await this.state.joinPresence(channel, subscription.member) : false;
    await this.confirm(connection, channel, first);
    if (isCacheChannel(channel)) {
      await this.sendCached(connection, channel);
    }
  }

  /** A cache channel's new subscriber gets its last event, or `pusher:cache_miss` when none is kept. */
  private async sendCached(connection: PusherConnection, channel: string): Promise<void> {
    const last = await this.state.lastEvent(channel);
    if (!last) {
      connection.send('pusher:cache_miss', {}, channel);
      return;
    }
    connection.sendRaw(frame(last.event, last.data, channel, last.userId));
  }

  /** subscription_succeeded (presence: with every member), then member_added to the others when this member is new there. */
  private async confirm(connection: PusherConnection, channel: string, first: boolean): Promise<void> {
    const member = connection.subscriptions.get(channel)?.member;
    if (!member) {
      connection.send('pusher_internal:subscription_succeeded', {}, channel);
      return;
    }
    const members = await this.state.members(channel);
    if (!members.some((m) => m.user_id === member.user_id)) {
      members.push(member);
    }
    const hash = Object.fromEntries(members.map((m) => [m.user_id, m.user_info]));
    connection.send('pusher_internal:subscription_succeeded', { presence: { ids: Object.keys(hash), hash, count: members.length } }, channel);
    if (first) {
      this.hub.publish({ channel, event: 'pusher_internal:member_added', data: JSON.stringify(member), except: connection.socketId });
    }
  }

  private async unsubscribe(connection: PusherConnection, channel: string): Promise<void> {
    const subscription = connection.subscriptions.get(channel);
    if (!subscription) {
      return;
    }
    connection.subscriptions.delete(channel);
    this.hub.leave(connection, channel);
    await this.left(channel, subscription);
  }

  private async disconnect(connection: PusherConnection): Promise<void> {
    const subscriptions = [...connection.subscriptions];
    this.hub.remove(connection);
    connection.subscriptions.clear();
    await Promise.all(subscriptions.map(([channel, subscription]) => this.left(channel, subscription)));
  }

  private async left(channel: string, subscription: Subscription): Promise<void> {
    await this.state.unsubscribed(channel);
    if (subscription.member && (await this.state.leavePresence(channel, subscription.member.user_id))) {
      this.hub.publish({ channel, event: 'pusher_internal:member_removed', data: JSON.stringify({ user_id: subscription.member.user_id }) });
    }
  }

  /**
   * `client-…` events: only on private and presence channels the connection has joined, never
   * back to the sender, at most `pusherClientEventsPerSecond` (beyond that the connection is
   * closed with 4301). `client-typing` on a chat channel is also Plaza's `chats.typing`.
   */
  private clientEvent(connection: PusherConnection, message: ClientFrame): void {
    const channel = typeof message.channel === 'string' ? message.channel : '';
    const subscription = connection.subscriptions.get(channel);
    if (!subscription || channelType(channel) === 'public' || isEncrypted(channel)) {
      connection.send('pusher:error', { code: null, message: `Client event rejected: subscribe to the private or presence channel ${channel} first` });
      return;
    }
    if (message.event.length > MAX_EVENT_NAME_LENGTH) {
      connection.send('pusher:error', { code: null, message: `Client event rejected: event names are at most ${MAX_EVENT_NAME_LENGTH} characters` });
      return;
    }
    if (Buffer.byteLength(JSON.stringify(message.data ?? null)) > MAX_CLIENT_EVENT_DATA_BYTES) {
      connection.send('pusher:error', { code: null, message: `Client event rejected: its data is over ${MAX_CLIENT_EVENT_DATA_BYTES / 1024} KB` });
      return;
    }
    if (!connection.allowClientEvent(this.config.pusherClientEventsPerSecond)) {
      connection.send('pusher:error', { code: CloseCode.ClientEventRateLimit, message: 'Client event rejected due to rate limit' });
      connection.close(CloseCode.ClientEventRateLimit, 'Client event rate limit exceeded');
      return;
    }
    void this.signalAllowed(channel, subscription).then((allowed) => {
      if (!allowed || !connection.open) {
        return;
      }
      this.hub.publish({ channel, event: message.event, data: message.data, except: connection.socketId, userId: subscription.member?.user_id });
      if (message.event === 'client-typing') {
        this.typing(connection, channel, subscription);
      }
    });
  }

  /** Client events reach the others of a chat only while neither participant blocked the other. */
  private async signalAllowed(channel: string, subscription: Subscription): Promise<boolean> {
    if (parseChannel(channel)?.kind !== 'chats') {
      return true;
    }
    return subscription.owner ? this.policies.allowsSignal({ id: subscription.owner.userId }, channel).catch(() => false) : false;
  }

  /** Plaza's typing signal from a Pusher client, to every other subscriber of either protocol. */
  private typing(connection: PusherConnection, channel: string, subscription: Subscription): void {
    const parsed = parseChannel(channel);
    if (parsed?.visibility !== 'private' || parsed.kind !== 'chats' || !subscription.owner) {
      return;
    }
    const now = Date.now();
    if (now - (connection.lastTyping.get(parsed.id) ?? 0) < TYPING_INTERVAL_MS) {
      return;
    }
    connection.lastTyping.set(parsed.id, now);
    this.realtime.emit(channel, 'chats.typing', { chat_id: parsed.id, user_id: subscription.owner.userId }, connection.socketId);
  }

  /** Pings clients silent for an activity timeout; closes those that stay silent (4201). */
  private sweep(activityMs: number): void {
    const now = Date.now();
    const pongWait = Math.min(MAX_PONG_WAIT_MS, activityMs);
    for (const connection of this.hub.connections) {
      if (connection.pingSentAt !== undefined) {
        if (now - connection.pingSentAt >= pongWait) {
          connection.close(CloseCode.PongNotReceived, 'Pong reply not received');
        }
      } else if (now - connection.lastActivity >= activityMs) {
        connection.pingSentAt = now;
        connection.send('pusher:ping', {});
      }
    }
  }

  /** Leaves every channel cleanly (presence counts in Redis stay right), then lets clients reconnect elsewhere. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.sweeper);
    clearInterval(this.heartbeat);
    this.httpServer?.off('upgrade', this.upgrade);
    const connections = [...this.hub.connections];
    await Promise.all(connections.map((c) => this.disconnect(c).catch(() => undefined)));
    if (this.httpServer) {
      await this.state.retire().catch(() => undefined);
    }
    connections.forEach((c) => c.close(4200, 'Server shutting down'));
    this.wss?.close();
  }
}

/** Why a presence member is over Pusher's limits (user id 128 characters, user_info 1 KB), if it is. */
function presenceLimitExceeded(member: PresenceMember): string | undefined {
  if (member.user_id.length > MAX_PRESENCE_USER_ID_LENGTH) {
    return `Presence user_id is over ${MAX_PRESENCE_USER_ID_LENGTH} characters`;
  }
  if (Buffer.byteLength(JSON.stringify(member.user_info)) > MAX_PRESENCE_USER_INFO_BYTES) {
    return `Presence user_info is over ${MAX_PRESENCE_USER_INFO_BYTES / 1024} KB`;
  }
  return undefined;
}

function rawText(raw: RawData): string {
  if (Array.isArray(raw)) {
    return Buffer.concat(raw).toString('utf8');
  }
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}
