import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';

/** What a signed download URL carries besides the item id. */
export interface DownloadGrant {
  /** The member the URL was issued to: access is checked again for them on every request. */
  viewerId: number;
  /** Expiry, seconds since the epoch. */
  expires: number;
}

/**
 * Short-lived download URLs (`STORAGE_URL_TTL`): `<img>`, `<video>` and plain links cannot send a
 * bearer token, so the URL itself carries who asked and until when, signed with a key derived
 * from JWT_SECRET. The URL is no more than a bearer token for that member: each request checks
 * again that the item is still theirs or still shared with them.
 */
@Injectable()
export class SignedUrls {
  private readonly key: Buffer;

  constructor(private readonly config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('plaza:storage-download').digest();
  }

  private signature(itemId: number, grant: DownloadGrant): string {
    return createHmac('sha256', this.key).update(`${itemId}:${grant.viewerId}:${grant.expires}`).digest('base64url');
  }

  /** `/api/storage/{id}/content?u=&e=&s=`; expiry is rounded to the minute so URLs are stable within it (cacheable). */
  urlFor(itemId: number, viewerId: number, now = Date.now()): string {
    const expires = Math.ceil((now / 1000 + this.config.storageUrlTtlSeconds) / 60) * 60;
    const grant = { viewerId, expires };
    return `/api/storage/${itemId}/content?u=${viewerId}&e=${expires}&s=${this.signature(itemId, grant)}`;
  }

  /** The grant of a URL when its signature holds and it has not expired, else undefined. */
  verify(
    itemId: number,
    query: { u?: unknown; e?: unknown; s?: unknown },
    now = Date.now(),
  ): DownloadGrant | undefined {
    const viewerId = Number(query.u);
    const expires = Number(query.e);
    if (
      !Number.isInteger(viewerId) ||
      !Number.isInteger(expires) ||
      typeof query.s !== 'string' ||
      expires * 1000 < now
    ) {
      return undefined;
    }
    const expected = Buffer.from(this.signature(itemId, { viewerId, expires }));
    const given = Buffer.from(query.s);
    return expected.length === given.length && timingSafeEqual(expected, given) ? { viewerId, expires } : undefined;
  }
}
