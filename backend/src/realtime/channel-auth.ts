import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Pusher-compatible channel signature: `<key>:<hex HMAC-SHA256(string, secret)>` where the string
 * is `socket_id:channel`, or `socket_id:channel:channel_data` for presence channels, byte for byte
 * what Pusher's server libraries produce.
 */
export function signChannel(key: string, secret: string, socketId: string, channel: string, channelData?: string): string {
  const signed = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${key}:${createHmac('sha256', secret).update(signed).digest('hex')}`;
}

export function verifyChannelSignature(key: string, secret: string, socketId: string, channel: string, auth: unknown, channelData?: string): boolean {
  if (typeof auth !== 'string') {
    return false;
  }
  const expected = Buffer.from(signChannel(key, secret, socketId, channel, channelData));
  const given = Buffer.from(auth);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
