import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';
import { parseChannel } from '../channel-policies';
import { RealtimeService } from '../realtime.service';
import { signatureProblem } from './http-signature';
import { MAX_EVENT_DATA_BYTES, MAX_EVENT_NAME_LENGTH, PUSHER_SOCKET_ID, channelType, isValidChannelName } from './protocol';
import { PusherState } from './pusher-state';

/** Pusher's limits: channels per event, events per batch. */
const MAX_CHANNELS_PER_EVENT = 100;
const MAX_BATCH_EVENTS = 10;
/** Requests larger than this are refused before parsing (a batch of ten 10 KB events fits). */
const MAX_BODY_BYTES = 256 * 1024;

/** A refusal in the Pusher API's style: a status and a plain-text reason. */
class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface EventInput {
  name: string;
  data: string;
  channels: string[];
  socket_id?: string;
  info: string[];
}

type Params = { appId: string; channel?: string };

/**
 * The Pusher Channels HTTP API, for an integrator's server and the official `pusher` library:
 * publish events (`POST /apps/{app_id}/events`, `/batch_events`) and ask about channels
 * (`GET /apps/{app_id}/channels`, `/channels/{name}`, `/channels/{name}/users`). Every request is
 * signed with the app key and secret. These are protocol endpoints, outside `/api` and the
 * OpenAPI document, answering as Pusher does (JSON on success, a plain-text reason on refusal).
 */
@Injectable()
export class PusherHttpApi implements OnModuleInit {
  constructor(
    private readonly config: AppConfig,
    private readonly realtime: RealtimeService,
    private readonly state: PusherState,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit(): void {
    const fastify = this.config.role === 'worker' ? undefined : (this.adapterHost.httpAdapter?.getInstance() as FastifyInstance | undefined);
    if (!fastify) {
      return;
    }
    void fastify.register(async (scope) => {
      // The signature covers the body's MD5, so the body is kept exactly as it came.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_req, body, done) => done(null, body));
      const route = (method: 'GET' | 'POST', url: string, handler: (req: FastifyRequest<{ Params: Params }>, body: unknown) => Promise<unknown>) =>
        scope.route<{ Params: Params }>({ method, url, handler: (req, reply) => this.answer(req, reply, handler) });
      route('POST', '/apps/:appId/events', (_req, body) => this.trigger(body));
      route('POST', '/apps/:appId/batch_events', (_req, body) => this.triggerBatch(body));
      route('GET', '/apps/:appId/channels', (req) => this.channels(new URL(req.url, 'http://plaza').searchParams));
      route('GET', '/apps/:appId/channels/:channel', (req) => this.channel(req.params.channel!, new URL(req.url, 'http://plaza').searchParams));
      route('GET', '/apps/:appId/channels/:channel/users', (req) => this.users(req.params.channel!));
    });
  }

  private async answer(req: FastifyRequest<{ Params: Params }>, reply: FastifyReply, handler: (req: FastifyRequest<{ Params: Params }>, body: unknown) => Promise<unknown>) {
    try {
      if (req.params.appId !== this.config.pusherAppId) {
        throw new ApiRefusal(404, `Unknown app_id ${req.params.appId}`);
      }
      const url = new URL(req.url, 'http://plaza');
      const raw = typeof req.body === 'string' ? req.body : undefined;
      const problem = signatureProblem({ method: req.method, path: url.pathname, query: url.searchParams, body: raw }, this.config.pusherAppKey, this.config.pusherAppSecret);
      if (problem) {
        throw new ApiRefusal(401, problem);
      }
      let body: unknown;
      if (req.method === 'POST') {
        try {
          body = JSON.parse(raw ?? '');
        } catch {
          throw new ApiRefusal(400, 'The body must be a JSON object');
        }
      }
      return reply.code(200).send(await handler(req, body));
    } catch (error) {
      if (error instanceof ApiRefusal) {
        return reply.code(error.status).type('text/plain; charset=utf-8').send(`${error.message}\n`);
      }
      throw error;
    }
  }

  private async trigger(body: unknown): Promise<unknown> {
    const input = readEvent(body, 'channels');
    this.publish(input);
    return input.info.length ? { channels: Object.fromEntries(await Promise.all(input.channels.map(async (c) => [c, await this.info(c, input.info)]))) } : {};
  }

  private async triggerBatch(body: unknown): Promise<unknown> {
    const batch = (body as { batch?: unknown } | null)?.batch;
    if (!Array.isArray(batch) || batch.length === 0) {
      throw new ApiRefusal(400, 'batch must be a non-empty array of events');
    }
    if (batch.length > MAX_BATCH_EVENTS) {
      throw new ApiRefusal(400, `Batch too large: at most ${MAX_BATCH_EVENTS} events`);
    }
    // Every event is checked before any is sent: a batch goes out whole or not at all.
    const events = batch.map((item) => readEvent(item, 'channel'));
    events.forEach((event) => this.publish(event));
    if (!events.some((e) => e.info.length)) {
      return {};
    }
    return { batch: await Promise.all(events.map((e) => this.info(e.channels[0], e.info))) };
  }

  private publish(event: EventInput): void {
    for (const channel of event.channels) {
      this.realtime.emitRaw(channel, event.name, event.data, event.socket_id);
    }
  }

  private async channels(query: URLSearchParams): Promise<unknown> {
    const prefix = query.get('filter_by_prefix') ?? '';
    const info = readInfo(query.get('info'));
    if (info.some((i) => i !== 'user_count')) {
      throw new ApiRefusal(400, 'info may only ask for user_count here');
    }
    if (info.length && !prefix.startsWith('presence-')) {
      throw new ApiRefusal(400, 'user_count is only available with filter_by_prefix=presence-');
    }
    const names = new Set((await this.state.channels()).keys());
    for (const room of await this.realtime.socketRooms()) {
      if (parseChannel(room)) {
        names.add(room);
      }
    }
    const channels: Record<string, unknown> = {};
    for (const name of [...names].filter((n) => n.startsWith(prefix)).sort()) {
      channels[name] = info.length ? { user_count: (await this.state.members(name)).length } : {};
    }
    return { channels };
  }

  private async channel(channel: string, query: URLSearchParams): Promise<unknown> {
    checkChannel(channel);
    const info = readInfo(query.get('info'));
    const counts = await this.info(channel, info.length ? info : ['subscription_count']);
    return { occupied: (counts.subscription_count ?? 0) > 0, ...(info.length ? counts : {}) };
  }

  private async users(channel: string): Promise<unknown> {
    checkChannel(channel);
    if (channelType(channel) !== 'presence') {
      throw new ApiRefusal(400, 'Users are only listed for presence channels');
    }
    return { users: (await this.state.members(channel)).map((m) => ({ id: m.user_id })) };
  }

  /** `user_count` (presence channels) and `subscription_count` (connections of both protocols). */
  private async info(channel: string, info: string[]): Promise<{ user_count?: number; subscription_count?: number }> {
    const result: { user_count?: number; subscription_count?: number } = {};
    for (const attribute of info) {
      if (attribute === 'user_count') {
        if (channelType(channel) !== 'presence') {
          throw new ApiRefusal(400, 'user_count is only available for presence channels');
        }
        result.user_count = (await this.state.members(channel)).length;
      } else if (attribute === 'subscription_count') {
        result.subscription_count = (await this.state.subscriptionCount(channel)) + (await this.realtime.socketCount(channel));
      } else {
        throw new ApiRefusal(400, `Unknown info attribute ${attribute}`);
      }
    }
    return result;
  }
}

function readInfo(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function checkChannel(channel: unknown): asserts channel is string {
  if (!isValidChannelName(channel)) {
    throw new ApiRefusal(400, `Invalid channel name ${String(channel).slice(0, 210)}`);
  }
}

/** One event of `/events` (`channels: [...]`) or of a batch (`channel: "..."`), checked against Pusher's rules. */
function readEvent(body: unknown, shape: 'channels' | 'channel'): EventInput {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiRefusal(400, 'An event must be a JSON object');
  }
  const event = body as Record<string, unknown>;
  const { name, data, socket_id } = event;
  if (typeof name !== 'string' || name.length === 0 || name.length > MAX_EVENT_NAME_LENGTH) {
    throw new ApiRefusal(400, `name must be a string of 1 to ${MAX_EVENT_NAME_LENGTH} characters`);
  }
  if (name.startsWith('pusher:') || name.startsWith('pusher_internal:')) {
    throw new ApiRefusal(400, 'Event names starting with pusher: are reserved');
  }
  if (typeof data !== 'string') {
    throw new ApiRefusal(400, 'data must be a string (JSON-encode objects)');
  }
  if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_DATA_BYTES) {
    throw new ApiRefusal(413, `data is larger than ${MAX_EVENT_DATA_BYTES / 1024} KB`);
  }
  const channels = shape === 'channel' ? [event.channel] : Array.isArray(event.channels) ? event.channels : event.channel !== undefined ? [event.channel] : [];
  if (channels.length === 0 || channels.length > MAX_CHANNELS_PER_EVENT) {
    throw new ApiRefusal(400, `An event goes to 1 to ${MAX_CHANNELS_PER_EVENT} channels`);
  }
  channels.forEach(checkChannel);
  if (socket_id !== undefined && (typeof socket_id !== 'string' || !PUSHER_SOCKET_ID.test(socket_id))) {
    throw new ApiRefusal(400, 'Invalid socket_id');
  }
  const info = readInfo(typeof event.info === 'string' ? event.info : undefined);
  for (const attribute of info) {
    if (attribute !== 'user_count' && attribute !== 'subscription_count') {
      throw new ApiRefusal(400, `Unknown info attribute ${attribute}`);
    }
    if (attribute === 'user_count' && (channels as string[]).some((c) => channelType(c) !== 'presence')) {
      throw new ApiRefusal(400, 'user_count is only available for presence channels');
    }
  }
  return { name, data, channels: channels as string[], socket_id: socket_id as string | undefined, info };
}
