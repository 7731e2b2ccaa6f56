import { Injectable } from '@nestjs/common';
import { LinkSigner } from '../../common/auth/signed-links';
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
 * again that the item is still theirs or still shared with them, and that the member may still
 * use Plaza (a ban, a suspension or a deletion ends their links at once).
 */
@Injectable()
export class SignedUrls {
  private readonly signer: LinkSigner;

  constructor(private readonly config: AppConfig) {
    this.signer = new LinkSigner(config.jwtSecret, 'storage-download');
  }

  private signature(itemId: number, grant: DownloadGrant): string {
    return this.signer.sign([itemId, grant.viewerId, grant.expires]);
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
    return this.signer.verify([itemId, viewerId, expires], query.s) ? { viewerId, expires } : undefined;
  }
}
