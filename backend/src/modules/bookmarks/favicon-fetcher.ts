import { Injectable } from '@nestjs/common';
import { guardedGet } from '../../common/http/guarded-get';
import { isPrivateAddress } from '../../common/http/ssrf-guard';
import { AppConfig } from '../../config/app-config';

/** Limits of one favicon fetch. */
export const FAVICON_LIMITS = { pageBytes: 512 * 1024, iconBytes: 100 * 1024, timeoutMs: 5000, redirects: 3 };

export { isPrivateAddress };

export interface FetchedIcon {
  data: Buffer;
}

const HEADERS = { 'user-agent': 'PlazaFavicons/1.0', accept: 'text/html,image/*;q=0.9,*/*;q=0.1' };

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

  /** GETs `url` through the SSRF guard, at most `maxBytes` (a page's head, or a whole icon), before `deadline`. */
  private get(url: URL, maxBytes: number, deadline: number) {
    const overflow = maxBytes === FAVICON_LIMITS.pageBytes ? 'truncate' : 'refuse';
    return guardedGet(url, { allowed: this.allowed, maxBytes, overflow, deadline, redirects: FAVICON_LIMITS.redirects, headers: HEADERS });
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
