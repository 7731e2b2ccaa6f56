import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs the parts of a link that works without a bearer token (a download in `<img>`, a mailed
 * link): HMAC-SHA256 with a key derived from the app's secret and the link's purpose, so a
 * signature for one kind of link is worth nothing for another. Whoever checks a link still checks
 * that the member it names may use it now (not banned, suspended or deleted).
 */
export class LinkSigner {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createHmac('sha256', secret).update(`plaza:${purpose}`).digest();
  }

  sign(parts: readonly (string | number)[]): string {
    return createHmac('sha256', this.key).update(parts.join(':')).digest('base64url');
  }

  verify(parts: readonly (string | number)[], signature: unknown): boolean {
    if (typeof signature !== 'string') {
      return false;
    }
    const expected = Buffer.from(this.sign(parts));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
