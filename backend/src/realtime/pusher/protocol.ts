import { randomInt } from 'node:crypto';

/**
 * The Pusher Channels protocol (version 7) as Plaza speaks it: frames, close codes, channel
 * rules and limits. Frames are JSON objects `{ event, channel?, data }` where `data` is itself
 * a JSON string for every `pusher:` and `pusher_internal:` event.
 */

/** Protocol versions whose frames are the ones below (pusher-js has sent 7 since 2015). */
export const SUPPORTED_PROTOCOLS = new Set([5, 6, 7]);

/** Close codes, with the reconnect behaviour pusher-js gives each range. */
export const CloseCode = {
  /** 4000–4099: refused, the client does not reconnect. */
  AppNotFound: 4001,
  PathNotFound: 4005,
  UnsupportedProtocol: 4007,
  NoProtocol: 4008,
  Unauthorized: 4009,
  /** 4200–4299: the client reconnects at once. */
  PongNotReceived: 4201,
  /** 4300–4399: refused. */
  ClientEventRateLimit: 4301,
} as const;

/** Largest frame the socket reads; a bigger one closes it (1009). Within it, the protocol's limits answer with pusher:error. */
export const MAX_CLIENT_FRAME_BYTES = 64 * 1024;
/** Pusher's limit on a client event's data. */
export const MAX_CLIENT_EVENT_DATA_BYTES = 10 * 1024;
/** Pusher's limits on a presence member: its id's length and its user_info's size. */
export const MAX_PRESENCE_USER_ID_LENGTH = 128;
export const MAX_PRESENCE_USER_INFO_BYTES = 1024;
/** How long a cache channel keeps its last event (Pusher: 30 minutes). */
export const CACHE_TTL_SECONDS = 30 * 60;
/** Pusher's limit on an event's data through the HTTP API. */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;
/** Pusher's limits on channel names and event names. */
export const CHANNEL_NAME_PATTERN = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;
export const MAX_EVENT_NAME_LENGTH = 200;

export type ChannelType = 'public' | 'private' | 'presence';

export function channelType(channel: string): ChannelType {
  if (channel.startsWith('presence-')) {
    return 'presence';
  }
  return channel.startsWith('private-') ? 'private' : 'public';
}

/** Cache channels (`cache-`, `private-cache-`, `presence-cache-`, `private-encrypted-cache-`) give a new subscriber the last event. */
export const isCacheChannel = (channel: string) => /^(private-encrypted-|private-|presence-)?cache-/.test(channel);

/** Encrypted channels (`private-encrypted-`) relay ciphertext only: clients may not send on them. */
export const isEncrypted = (channel: string) => channel.startsWith('private-encrypted-');

export const isValidChannelName = (channel: unknown): channel is string =>
  typeof channel === 'string' && CHANNEL_NAME_PATTERN.test(channel) && !channel.startsWith('#');

/** A new socket id in Pusher's `\d+.\d+` form (also what tells Plaza's auth endpoint it is a Pusher one). */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 40)}.${randomInt(1, 2 ** 40)}`;
}

export const PUSHER_SOCKET_ID = /^\d{1,20}\.\d{1,20}$/;

/**
 * One frame, serialized. `data` goes in as given: a JSON string for server and `pusher:` events
 * (the protocol double-encodes them), whatever the sender sent for client events.
 */
export function frame(event: string, data: unknown, channel?: string, userId?: string): string {
  return JSON.stringify(channel === undefined ? { event, data } : userId === undefined ? { event, channel, data } : { event, channel, data, user_id: userId });
}

export const errorFrame = (code: number | null, message: string) => frame('pusher:error', JSON.stringify({ code, message }));

/** A frame from a client; anything that is not `{ event: string, ... }` is undefined. */
export interface ClientFrame {
  event: string;
  channel?: unknown;
  data?: unknown;
}

export function parseFrame(raw: string): ClientFrame | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || typeof (value as ClientFrame).event !== 'string') {
    return undefined;
  }
  return value as ClientFrame;
}

/** `pusher:subscribe`'s data may arrive as an object or (from some clients) as a JSON string. */
export function objectData(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/** A presence member as the protocol carries it: the id as a string, the info as signed. */
export interface PresenceMember {
  user_id: string;
  user_info: unknown;
}

/** Reads the signed `channel_data` of a presence subscription; undefined when it has no user id. */
export function parseChannelData(channelData: string): PresenceMember | undefined {
  const data = objectData(channelData);
  const id = data.user_id;
  if ((typeof id !== 'string' || id === '') && typeof id !== 'number') {
    return undefined;
  }
  return { user_id: String(id), user_info: data.user_info ?? null };
}
