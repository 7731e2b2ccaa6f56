import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Pusher-compatible private channel signature: `<key>:<hex HMAC-SHA256("socket_id:channel", secret)>`,
 * byte for byte what Pusher's server libraries produce.
 */
export function signChannel(key: string, secret: string, socketId: string, channel: string): string {
  const signature = createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
  return `${key}:${signature}`;
}

export function verifyChannelSignature(key: string, secret: string, socketId: string, channel: string, auth: unknown): boolean {
  if (typeof auth !== 'string') {
    return false;
  }
  const expected = Buffer.from(signChannel(key, secret, socketId, channel));
  const given = Buffer.from(auth);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
