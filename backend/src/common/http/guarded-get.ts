import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup, isAllowedHost, isPrivateLiteral } from './ssrf-guard';

/** Why a guarded fetch gave up (refused address, status, size, time): callers treat it as nothing found. */
export class FetchRefused extends Error {}

export interface GuardedGetOptions {
  /** FAVICON_ALLOW_HOSTS: `host[:port]` entries that may be private or on another port. */
  allowed: ReadonlySet<string>;
  maxBytes: number;
  /** Past `maxBytes`: keep the head (a page's tags) or refuse (a file that must be whole). */
  overflow: 'truncate' | 'refuse';
  deadline: number;
  redirects: number;
  headers: Record<string, string>;
}

/**
 * GETs another site's `url` from the server, guarded against request forgery: http(s) on default
 * ports, every resolved address checked at connection time, each redirect checked again.
 */
export async function guardedGet(url: URL, options: GuardedGetOptions, redirects = 0): Promise<{ url: string; type: string; body: Buffer }> {
  const allowedHost = isAllowedHost(options.allowed, url);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || (url.port !== '' && !allowedHost)) {
    throw new FetchRefused(`not fetched: ${url.origin}`);
  }
  if (isPrivateLiteral(options.allowed, url)) {
    throw new FetchRefused(`private address: ${url.hostname}`);
  }
  const response = await open(url, allowedHost, options);
  const status = response.statusCode ?? 0;
  if (status >= 300 && status < 400 && response.headers.location) {
    response.resume();
    if (redirects >= options.redirects) {
      throw new FetchRefused('too many redirects');
    }
    return guardedGet(new URL(response.headers.location, url), options, redirects + 1);
  }
  if (status !== 200) {
    response.resume();
    throw new FetchRefused(`status ${status}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size > options.maxBytes) {
      response.destroy();
      if (options.overflow === 'refuse') {
        throw new FetchRefused('too large');
      }
      break;
    }
  }
  return { url: url.toString(), type: String(response.headers['content-type'] ?? ''), body: Buffer.concat(chunks).subarray(0, options.maxBytes) };
}

function open(url: URL, trusted: boolean, options: GuardedGetOptions): Promise<IncomingMessage> {
  const wait = Math.max(1, options.deadline - Date.now());
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      { method: 'GET', lookup: guardedLookup(trusted), timeout: wait, headers: options.headers },
      resolve,
    );
    req.on('timeout', () => req.destroy(new FetchRefused('timed out')));
    req.on('error', reject);
    setTimeout(() => req.destroy(new FetchRefused('timed out')), wait).unref();
    req.end();
  });
}
