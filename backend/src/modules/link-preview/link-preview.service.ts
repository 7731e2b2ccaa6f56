import { createHash } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ValidationFailedException } from '../../common/errors/validation';
import { ME_CTE, notBlocked } from '../../common/sql/fragments';
import { PagePreviews } from '../../common/sharing/page-previews';
import { AttemptCounters } from '../../common/throttle/attempt-counters';
import { TooManyRequestsException } from '../../common/errors/too-many-requests';
import { toIso } from '../../common/time/timestamps';
import { WRITE_LIMIT_MESSAGE } from '../../common/throttle/write-limit';
import { AppConfig } from '../../config/app-config';
import { sqlOne } from '../../database/sql';
import { RedisConnections } from '../../redis/redis.module';
import { LINK_MSG, LinkPreviewKind, type LinkPreviewDto } from './dto/link-preview.dto';
import { PageFetcher } from './page-fetcher';

/** Previews a member may ask for per minute (each may fetch another site). */
export const LINK_PREVIEWS_PER_MINUTE = 60;
/** How long another site's preview (or that it has none) is kept. */
const CACHE_SECONDS = 3600;
/** Previews this instance fetched, also kept in its memory (the newest; about 1 KB each). */
const MEMORY_ENTRIES = 1000;
const NONE = 'none';

/**
 * The card under a chat message's link: a Plaza page answered from the database with the page's
 * own visibility for the member, another site's OpenGraph tags fetched through the SSRF guard (one
 * fetch at a time per page) and kept for an hour, its absence too: in Redis for every instance, and
 * in the memory of the instance that fetched it. Undefined: nothing to show.
 */
@Injectable()
export class LinkPreviewService {
  private readonly counters: AttemptCounters;
  private readonly origin: string;
  /** Cache key → the answer and when it expires: without Redis, or while it reconnects, a page is not fetched again. */
  private readonly memory = new Map<string, { value: string; expiresAt: number }>();
  /** Cache key → its fetch under way: members shown one link at once (a group chat) wait for one fetch. */
  private readonly fetching = new Map<string, Promise<string>>();

  constructor(
    private readonly em: EntityManager,
    private readonly pages: PagePreviews,
    private readonly fetcher: PageFetcher,
    private readonly redis: RedisConnections,
    private readonly config: AppConfig,
  ) {
    this.counters = new AttemptCounters(redis.client, `${config.redisPrefix}:link-preview`);
    this.origin = new URL(config.publicUrl).origin;
  }

  async preview(viewerId: number, address: string): Promise<LinkPreviewDto | undefined> {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw ValidationFailedException.field('url', LINK_MSG.url);
    }
    await this.throttle(viewerId);
    if (url.origin === this.origin) {
      return this.plaza(viewerId, address, url);
    }
    return this.external(address);
  }

  private async throttle(viewerId: number): Promise<void> {
    const key = String(viewerId);
    const [count] = await this.counters.read([key]);
    if (count.count >= LINK_PREVIEWS_PER_MINUTE) {
      throw new TooManyRequestsException(WRITE_LIMIT_MESSAGE, Math.ceil(count.ttlMs / 1000));
    }
    await this.counters.add(key, 60_000);
  }

  private async plaza(viewerId: number, address: string, url: URL): Promise<LinkPreviewDto | undefined> {
    const path = url.pathname.replace(/\/+$/, '');
    const profile = /^\/u\/([^/]+)$/.exec(path)?.[1];
    if (profile) {
      let username: string;
      try {
        username = decodeURIComponent(profile);
      } catch {
        return undefined; // a malformed escape names nobody
      }
      return this.profile(viewerId, address, username);
    }
    const page = await this.pages.preview(path, viewerId);
    if (!page) {
      return undefined;
    }
    return {
      url: address,
      kind: LinkPreviewKind.plaza,
      title: page.title,
      description: page.description || null,
      image: page.image ? `${this.config.publicUrl}${page.image}` : null,
      site_name: 'Plaza',
      price: page.price?.amount ?? null,
      currency: page.price?.currency ?? null,
      date: page.starts_at ? toIso(page.starts_at) : null,
    };
  }

  /** A member's profile, unless a block stands between them or the account is gone. */
  private async profile(viewerId: number, address: string, username: string): Promise<LinkPreviewDto | undefined> {
    const row = await sqlOne<{ name: string; username: string; avatar: string | null }>(
      this.em,
      `with ${ME_CTE} select concat_ws(' ', u.first_name, u.last_name) as name, u.username, u.avatar from users u cross join me
        where lower(u.username) = lower(?) and u.deleted_at is null and u.banned_at is null and ${notBlocked('me.id', 'u.id')}`,
      [viewerId, username],
    );
    if (!row) {
      return undefined;
    }
    return {
      url: address,
      kind: LinkPreviewKind.plaza,
      title: row.name,
      description: `@${row.username}`,
      image: row.avatar ? `${this.config.publicUrl}/storage/avatars/thumbs/${encodeURIComponent(row.avatar)}` : null,
      site_name: 'Plaza',
    };
  }

  private async external(address: string): Promise<LinkPreviewDto | undefined> {
    const key = `${this.config.redisPrefix}:link-preview:page:${createHash('sha256').update(address).digest('hex')}`;
    const answer = this.remembered(key) ?? (await this.cached(key)) ?? (await this.fetchOnce(key, address));
    return answer === NONE ? undefined : { ...(JSON.parse(answer) as LinkPreviewDto), url: address };
  }

  private fetchOnce(key: string, address: string): Promise<string> {
    let pending = this.fetching.get(key);
    if (!pending) {
      pending = this.fetch(key, address).finally(() => this.fetching.delete(key));
      this.fetching.set(key, pending);
    }
    return pending;
  }

  /** The page's preview (or NONE), kept here and, when Redis is ready, there for the other instances. */
  private async fetch(key: string, address: string): Promise<string> {
    const tags = await this.fetcher.tags(address);
    const preview: LinkPreviewDto | undefined =
      tags && (tags.title || tags.description || tags.image)
        ? {
            url: address,
            kind: LinkPreviewKind.external,
            title: tags.title,
            description: tags.description,
            image: tags.image,
            site_name: tags.site_name ?? new URL(tags.url).hostname,
          }
        : undefined;
    const value = preview ? JSON.stringify(preview) : NONE;
    this.memory.delete(key);
    this.memory.set(key, { value, expiresAt: Date.now() + CACHE_SECONDS * 1000 });
    if (this.memory.size > MEMORY_ENTRIES) {
      this.memory.delete(this.memory.keys().next().value!);
    }
    // Not while Redis reconnects: the set would hold the answer for the command timeout, and memory has it.
    const client = this.redis.client;
    if (client?.status === 'ready') {
      await client.set(key, value, 'EX', CACHE_SECONDS).catch(() => undefined);
    }
    return value;
  }

  private remembered(key: string): string | undefined {
    const entry = this.memory.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.memory.delete(key);
      return undefined;
    }
    return entry?.value;
  }

  /** The cached answer, or undefined when there is none (or Redis cannot tell now). */
  private async cached(key: string): Promise<string | undefined> {
    const client = this.redis.client;
    if (!client || client.status !== 'ready') {
      return undefined;
    }
    return (await client.get(key).catch(() => null)) ?? undefined;
  }
}
