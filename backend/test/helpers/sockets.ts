import { io, type Socket } from 'socket.io-client';
import type { ServerEvents, SubscribeAck } from '../../src/realtime/socket-events';
import type { HttpTarget } from './test-app';

export type TestSocket = Socket;

/** Connects a real socket.io-client with an access token; rejects with the server's refusal. */
export function connect(t: Pick<HttpTarget, 'url'>, token: string | undefined): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = io(t.url, { path: '/socket.io', auth: token === undefined ? {} : { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Asks the API for a channel signature and joins the channel with it. */
export async function subscribe(t: Pick<HttpTarget, 'request'>, socket: TestSocket, token: string, channel: string): Promise<SubscribeAck> {
  const res = await t.request('POST', '/api/broadcasting/auth', { token, body: { socket_id: socket.id, channel_name: channel } });
  if (res.status !== 200) {
    throw new Error(`channel auth refused: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return socket.emitWithAck('subscribe', { channel, auth: res.body.auth });
}

/** Resolves with the next `event` on the socket, or rejects after `ms`. */
export function nextEvent<K extends keyof ServerEvents>(socket: TestSocket, event: K, ms = 5000): Promise<ServerEvents[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event as string, handler);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const handler = (payload: ServerEvents[K]) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event as string, handler);
  });
}

/** Collects every `event` the socket receives (for "nothing else arrived" assertions). */
export function collect<K extends keyof ServerEvents>(socket: TestSocket, event: K): ServerEvents[K][] {
  const seen: ServerEvents[K][] = [];
  socket.on(event as string, (payload: ServerEvents[K]) => seen.push(payload));
  return seen;
}

/** Resolves with the reason the socket is disconnected (e.g. 'io server disconnect'), or rejects after `ms`. */
export function disconnected(socket: TestSocket, ms = 5000): Promise<string> {
  if (socket.disconnected) {
    return Promise.resolve('already disconnected');
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
