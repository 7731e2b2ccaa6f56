import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How far a request's auth_timestamp may be from the server's clock (Pusher's window). */
export const AUTH_TIMESTAMP_WINDOW_SECONDS = 600;

export interface SignedRequest {
  method: string;
  /** The path without the query string, e.g. `/apps/plaza/events`. */
  path: string;
  query: URLSearchParams;
  /** The body exactly as received (its MD5 is signed); undefined or '' when there is none. */
  body?: string;
}

/**
 * Checks a Pusher HTTP API request's signature: `auth_signature` is the hex HMAC-SHA256, with the
 * app secret, of `METHOD\npath\nquery` where the query is every other parameter (keys lowercased,
 * sorted, values unescaped) including `body_md5`. Answers why it is refused, or undefined.
 */
export function signatureProblem(request: SignedRequest, key: string, secret: string, nowSeconds = Date.now() / 1000): string | undefined {
  const params = new Map<string, string>();
  for (const [name, value] of request.query) {
    params.set(name.toLowerCase(), value);
  }
  if (params.get('auth_key') !== key) {
    return 'Unknown auth_key';
  }
  if (params.get('auth_version') !== '1.0') {
    return 'auth_version must be 1.0';
  }
  const timestamp = Number(params.get('auth_timestamp'));
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > AUTH_TIMESTAMP_WINDOW_SECONDS) {
    return `Timestamp expired: auth_timestamp must be within ${AUTH_TIMESTAMP_WINDOW_SECONDS} seconds of the server time`;
  }
  if (request.body) {
    const md5 = createHash('md5').update(request.body, 'utf8').digest('hex');
    if (params.get('body_md5') !== md5) {
      return 'body_md5 does not match the body';
    }
  }
  const given = params.get('auth_signature') ?? '';
  params.delete('auth_signature');
  const query = [...params]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const expected = createHmac('sha256', secret).update(`${request.method.toUpperCase()}\n${request.path}\n${query}`).digest('hex');
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b) ? undefined : 'Invalid signature: you should have sent the HMAC-SHA256 of the request';
}
