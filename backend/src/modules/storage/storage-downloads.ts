import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STORAGE_MSG } from '../../common/validation/messages';
import { BlobStore } from './blob-store';
import {
  canShowInline,
  contentDisposition,
  contentType,
  etagOf,
  notModified,
  parseRange,
  rangeStillValid,
} from './download';
import type { DownloadQueryDto } from './dto/storage-responses.dto';
import { SignedUrls } from './signed-urls';
import { StorageRepository } from './storage.repository';

/** Seconds a presigned bucket address lives: enough to start a download or a video, never a share. */
export const PRESIGNED_TTL_SECONDS = 300;

export const LINK_EXPIRED = 'This download link is invalid or has expired: open the file again';

/**
 * Sends a stored file through its signed URL: the signature must hold and the member it names
 * must still be allowed to read the file (owner, or a friend it is shared with), checked on every
 * request, so an unshare ends a download link at once. Files are streamed with Range support,
 * a strong ETag, the original name in Content-Disposition and nosniff; only types a browser can
 * show safely are sent inline; every other one only as an attachment.
 */
@Injectable()
export class StorageDownloads {
  constructor(
    private readonly urls: SignedUrls,
    private readonly items: StorageRepository,
    private readonly blobs: BlobStore,
  ) {}

  async send(itemId: number, query: DownloadQueryDto, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const grant = this.urls.verify(itemId, query);
    if (!grant) {
      throw new ForbiddenException(LINK_EXPIRED);
    }
    const file = await this.items.findReadableFile(grant.viewerId, itemId);
    if (!file) {
      throw new NotFoundException(STORAGE_MSG.itemNotFound);
    }
    const etag = etagOf(file.sha256);
    const inline = query.download !== '1' && canShowInline(file.mime_type);
    // Object storage: the bucket serves the bytes (Range included) through a short-lived presigned
    // address, given only now that Plaza's own check has passed.
    const presigned = await this.blobs.store.signedUrl(this.blobs.keyOf(file.user_id, file.blob), {
      expiresInSeconds: PRESIGNED_TTL_SECONDS,
      contentType: contentType(file.mime_type),
      contentDisposition: contentDisposition(file.name, inline),
    });
    if (presigned) {
      await reply.status(302).header('location', presigned).header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer').send();
      return;
    }
    void reply
      .header('etag', etag)
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('content-type', contentType(file.mime_type))
      .header('content-disposition', contentDisposition(file.name, inline))
      // Shown in the page's own preview frame, never able to run anything.
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      )
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cross-origin-resource-policy', 'same-origin');
    if (notModified(req.headers['if-none-match'], etag)) {
      await reply.status(304).send();
      return;
    }
    const ifRange = req.headers['if-range'];
    const rangeHeader = rangeStillValid(Array.isArray(ifRange) ? ifRange[0] : ifRange, etag)
      ? req.headers.range
      : undefined;
    const range = parseRange(rangeHeader, file.size);
    if (range === 'unsatisfiable') {
      await reply.status(416).header('content-range', `bytes */${file.size}`).send();
      return;
    }
    if (!range) {
      await reply
        .status(200)
        .header('content-length', String(file.size))
        .send(file.size ? await this.blobs.read(file.user_id, file.blob) : '');
      return;
    }
    await reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(await this.blobs.read(file.user_id, file.blob, range));
  }
}
