import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Injectable } from '@nestjs/common';
import { guardedLookup, isAllowedHost, isPrivateAddress } from '../../common/http/ssrf-guard';
import { AppConfig } from '../../config/app-config';

/** Limits of one favicon fetch. */
export const FAVICON_LIMITS = { pageBytes: 512 * 1024, iconBytes: 100 * 1024, timeoutMs: 5000, redirects: 3 };

export { isPrivateAddress };

export interface FetchedIcon {
  data: Buffer;
}

class Refused extends Error {}

/**
 * Fetches a site's favicon from the server, guarded against server-side request forgery: only
 * http(s) on the default ports, every address a name resolves to checked at connection time
 * (so DNS rebinding cannot slip a private address in after the check), each redirect checked
 * again, a time limit and a size limit. Hosts listed in FAVICON_ALLOW_HOSTS (`host[:port]`) may be
 * private (an intranet, the tests' fixture). Never throws: no icon is `undefined`.
 */
@Injectable()
export class FaviconFetcher {
  private readonly allowed: Set<string>;

  constructor(config: AppConfig) {
    this.allowed = new Set(config.faviconAllowHosts);
  }

  /** The icon of the site of `pageUrl`: its page's `<link rel=icon>`, else /favicon.ico. */
  async fetchIcon(pageUrl: string): Promise<FetchedIcon | undefined> {
    const deadline = Date.now() + FAVICON_LIMITS.timeoutMs;
    try {
      const page = await this.get(new URL(pageUrl), FAVICON_LIMITS.pageBytes, deadline).catch(() => undefined);
      const declared = page && /html/i.test(page.type) ? iconHref(page.body.toString('utf8'), page.url) : undefined;
      const origin = new URL(page?.url ?? pageUrl);
      for (const candidate of [declared, new URL('/favicon.ico', origin)]) {
        if (!candidate) {
          continue;
        }
        const icon = await this.get(candidate, FAVICON_LIMITS.iconBytes, deadline).catch(() => undefined);
        if (icon && icon.body.length > 0) {
          return { data: icon.body };
        }
      }
    } catch {
      return undefined;
    }
    return undefined;
  }

  private permitted(url: URL): boolean {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return false;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return this.allowed.has(url.host.toLowerCase()) || this.allowed.has(host) || url.port === '';
  }

  private isAllowedHost(url: URL): boolean {
    return isAllowedHost(this.allowed, url);
  }

  /** Resolves the name and refuses private addresses unless the host is allowed. */
  private guardedLookup(url: URL): LookupFunction {
    return guardedLookup(this.isAllowedHost(url));
  }

  /** GETs `url` (following at most 3 checked redirects), at most `maxBytes`, before `deadline`. */
  private async get(
    url: URL,
    maxBytes: number,
    deadline: number,
    redirects = 0,
  ): Promise<{ url: string; type: string; body: Buffer }> {
    if (!this.permitted(url)) {
      throw new Refused(`not fetched: ${url.origin}`);
    }
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !this.isAllowedHost(url) && isPrivateAddress(literal)) {
      throw new Refused(`private address: ${literal}`);
    }
    const response = await this.open(url, deadline);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (redirects >= FAVICON_LIMITS.redirects) {
        throw new Refused('too many redirects');
      }
      return this.get(new URL(response.headers.location, url), maxBytes, deadline, redirects + 1);
    }
    if (status !== 200) {
      response.resume();
      throw new Refused(`status ${status}`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        response.destroy();
        if (maxBytes === FAVICON_LIMITS.pageBytes) {
          break; // the head of a page is enough to find its icon
        }
        throw new Refused('too large');
      }
      chunks.push(chunk as Buffer);
    }
    return { url: url.toString(), type: String(response.headers['content-type'] ?? ''), body: Buffer.concat(chunks) };
  }

  private open(url: URL, deadline: number): Promise<IncomingMessage> {
    const options: RequestOptions = {
      method: 'GET',
      lookup: this.guardedLookup(url),
      timeout: Math.max(1, deadline - Date.now()),
      headers: { 'user-agent': 'PlazaFavicons/1.0', accept: 'text/html,image/*;q=0.9,*/*;q=0.1' },
    };
    return new Promise((resolve, reject) => {
      const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, resolve);
      req.on('timeout', () => req.destroy(new Refused('timed out')));
      req.on('error', reject);
      setTimeout(() => req.destroy(new Refused('timed out')), Math.max(1, deadline - Date.now())).unref();
      req.end();
    });
  }
}

/** The icon a page declares (`<link rel="icon" href>`, `shortcut icon`, `apple-touch-icon`), as an absolute URL. */
export function iconHref(html: string, base: string): URL | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\brel\s*=\s*["']?([^"'>]+)/i.exec(tag)?.[1].toLowerCase() ?? '';
    const href = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = href?.[2] ?? href?.[3] ?? href?.[4];
    if (value && /(^|\s)(icon|shortcut icon|apple-touch-icon)(\s|$)/.test(rel) && !value.startsWith('data:')) {
      try {
        return new URL(value.replace(/&amp;/g, '&'), base);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
