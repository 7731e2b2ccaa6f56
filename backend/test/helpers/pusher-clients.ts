import Pusher, { type Channel, type Options } from 'pusher-js';
import { WebSocket } from 'ws';
import type { HttpTarget } from './test-app';

/**
 * The client options an integrator uses to point pusher-js (or Laravel Echo) at Plaza: the app's
 * host and port, plain WebSocket, and Plaza's channel authorization endpoint with the member's token.
 */
export function pusherOptions(t: HttpTarget, token?: string): Options {
  const url = new URL(t.url);
  return {
    cluster: t.config.pusherCluster,
    wsHost: url.hostname,
    wsPort: Number(url.port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${t.url}/api/broadcasting/auth`,
      transport: 'ajax',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    },
  };
}

/** A connected pusher-js client (the real library, its Node build). */
export async function pusherClient(t: HttpTarget, token?: string): Promise<Pusher> {
  const client = new Pusher(t.config.pusherAppKey, pusherOptions(t, token));
  await new Promise<void>((resolve, reject) => {
    client.connection.bind('connected', () => resolve());
    client.connection.bind('failed', () => reject(new Error('pusher-js failed to connect')));
  });
  return client;
}

/** Subscribes and resolves once subscription_succeeded, or rejects with the subscription error. */
export function subscribed(client: Pusher, name: string): Promise<Channel> {
  return new Promise((resolve, reject) => {
    const channel = client.subscribe(name);
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (error: unknown) => reject(Object.assign(new Error(`subscription to ${name} refused`), { detail: error })));
  });
}

/** The next `event` on a channel. */
export function next<T = any>(channel: Channel, event: string): Promise<T> {
  return new Promise((resolve) => {
    const handler = (data: T) => {
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
}

/** Every `event` the channel receives, for "nothing else arrived" assertions. */
export function all<T = any>(channel: Channel, event: string): T[] {
  const seen: T[] = [];
  channel.bind(event, (data: T) => seen.push(data));
  return seen;
}

/** A raw protocol client, for what pusher-js hides: frames, close codes. */
export class RawPusher {
  readonly frames: Array<{ event: string; channel?: string; data?: any; user_id?: string }> = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (typeof message.data === 'string') {
        try {
          message.data = JSON.parse(message.data);
        } catch {
          /* a string it is */
        }
      }
      this.frames.push(message);
      this.waiters.splice(0).forEach((w) => w());
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static open(t: HttpTarget, path = `/app/${t.config.pusherAppKey}?protocol=7&client=js&version=8.6.0`): Promise<RawPusher> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${t.url.replace('http', 'ws')}${path}`);
      const client = new RawPusher(ws);
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  /** Opens and waits for connection_established. */
  static async connect(t: HttpTarget): Promise<RawPusher> {
    const client = await RawPusher.open(t);
    client.socketId = (await client.next('pusher:connection_established')).data.socket_id;
    return client;
  }

  send(event: string, data: unknown, channel?: string): void {
    this.ws.send(JSON.stringify(channel === undefined ? { event, data } : { event, channel, data }));
  }

  /** The first frame (already received or to come) matching `event` (and channel). */
  async next(event: string, channel?: string) {
    for (;;) {
      const found = this.frames.find((f) => f.event === event && (channel === undefined || f.channel === channel));
      if (found) {
        this.frames.splice(this.frames.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /**
   * Ping, then wait for the pong: the server answers frames in order and sends on one socket, so
   * whatever it was to deliver before has arrived by then (for "nothing arrived" assertions).
   */
  async roundTrip(): Promise<void> {
    this.send('pusher:ping', {});
    await this.next('pusher:pong');
  }

  /** Frames of `event` received and not yet taken. */
  received(event: string) {
    return this.frames.filter((f) => f.event === event);
  }

  /** Asks Plaza for a signature as the member, then subscribes with it. */
  async subscribe(t: HttpTarget, token: string, channel: string) {
    const auth = await t.request('POST', '/api/broadcasting/auth', { token, body: { socket_id: this.socketId, channel_name: channel } });
    if (auth.status !== 200) {
      throw new Error(`channel auth refused: ${auth.status}`);
    }
    this.send('pusher:subscribe', { channel, ...auth.body });
    return this.next('pusher_internal:subscription_succeeded', channel);
  }

  socketId?: string;

  close(): void {
    this.ws.close();
  }
}
