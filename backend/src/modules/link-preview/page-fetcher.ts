import { Injectable } from '@nestjs/common';
import { guardedGet } from '../../common/http/guarded-get';
import { AppConfig } from '../../config/app-config';

/** Limits of one page fetch: the head of a page is enough for its tags. */
export const PAGE_LIMITS = { bytes: 512 * 1024, timeoutMs: 4000, redirects: 3 };

/** Tags a preview is made of, as the page declares them. */
export interface PageTags {
  url: string;
  title: string | null;
  description: string | null;
  image: string | null;
  site_name: string | null;
}

const HEADERS = { 'user-agent': 'PlazaLinkPreview/1.0', accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' };

/**
 * Fetches another site's page from the server through the SSRF guard (as the favicon fetcher
 * does): http(s) on default ports, private addresses refused at connection time and after each
 * redirect, unless the host is in FAVICON_ALLOW_HOSTS. Never throws: nothing to show is undefined.
 */
@Injectable()
export class PageFetcher {
  private readonly allowed: Set<string>;

  constructor(config: AppConfig) {
    this.allowed = new Set(config.faviconAllowHosts);
  }

  async tags(pageUrl: string): Promise<PageTags | undefined> {
    try {
      const page = await guardedGet(new URL(pageUrl), {
        allowed: this.allowed,
        maxBytes: PAGE_LIMITS.bytes,
        overflow: 'truncate',
        deadline: Date.now() + PAGE_LIMITS.timeoutMs,
        redirects: PAGE_LIMITS.redirects,
        headers: HEADERS,
      });
      return /html/i.test(page.type) ? parseTags(page.body.toString('utf8'), page.url) : undefined;
    } catch {
      return undefined;
    }
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Character references decoded, white space folded. */
function decode(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref.startsWith('#')) {
        const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[ref.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** An attribute's value from one tag's source, quoted or not. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return match ? (match[2] ?? match[3] ?? match[4]) : undefined;
}

const clip = (text: string | undefined, max: number) => {
  const value = text ? decode(text) : '';
  return value ? (value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value) : null;
};

/** <title>, og:title, og:description (or the description), og:image and og:site_name of a page, tolerant of sloppy HTML. */
export function parseTags(html: string, base: string): PageTags {
  const body = html.search(/<body[\s>]/i);
  const head = body > 0 ? html.slice(0, body) : html;
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const key = (attribute(tag, 'property') ?? attribute(tag, 'name'))?.toLowerCase();
    const content = attribute(tag, 'content');
    if (key && content !== undefined && !meta.has(key)) {
      meta.set(key, content);
    }
  }
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  let image: string | null = null;
  const declared = meta.get('og:image') ?? meta.get('og:image:url') ?? meta.get('twitter:image');
  if (declared) {
    try {
      const resolved = new URL(decode(declared), base);
      image = resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.toString() : null;
    } catch {
      image = null;
    }
  }
  return {
    url: base,
    title: clip(meta.get('og:title') ?? meta.get('twitter:title') ?? title, 200),
    description: clip(meta.get('og:description') ?? meta.get('description') ?? meta.get('twitter:description'), 300),
    image,
    site_name: clip(meta.get('og:site_name'), 100),
  };
}
