import { createHash } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { ObjectStore } from '../../files/object-store';
import { sql, sqlOne } from '../../database/sql';
import { JobHandler } from '../../queue/job-handler.decorator';
import type { FaviconJob } from './favicon.job';
import { FAVICON_FOLDER } from './dto/bookmark.dto';
import { FaviconFetcher } from './favicon-fetcher';

/** Icon types kept, recognised from the bytes (never SVG: it can carry scripts). */
const ICON_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
};

/** A site's icon is fetched again after this long. */
const FRESH_DAYS = 7;

/**
 * The `favicons` queue's processor: fetches the icon of a bookmark's site (FaviconFetcher's
 * guards), keeps it as a public image named by its content, and records it on the bookmark. A
 * site fetched recently for any bookmark is not fetched again. A site without an icon is no error.
 */
@Injectable()
export class FaviconsProcessor {
  private readonly logger = new Logger('Favicons');

  constructor(
    private readonly em: EntityManager,
    private readonly store: ObjectStore,
    private readonly fetcher: FaviconFetcher,
  ) {}

  @JobHandler('favicons.fetch')
  async fetch(job: FaviconJob): Promise<void> {
    const bookmark = await sqlOne<{ url: string }>(this.em, 'select url from bookmarks where id = ?', [job.bookmarkId]);
    if (!bookmark) {
      return;
    }
    const origin = new URL(bookmark.url).origin;
    const known = await sqlOne<{ favicon: string | null }>(
      this.em,
      `select favicon from bookmarks where id <> ? and favicon_checked_at > now() - make_interval(days => ?)
          and (url = ? or url like ? escape '\\') order by favicon_checked_at desc limit 1`,
      [job.bookmarkId, FRESH_DAYS, origin, `${origin.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`],
    );
    const favicon = known ? known.favicon : await this.download(bookmark.url);
    await sql(this.em, 'update bookmarks set favicon = ?, favicon_checked_at = now() where id = ? and url = ?', [
      favicon,
      job.bookmarkId,
      bookmark.url,
    ]);
  }

  private async download(url: string): Promise<string | null> {
    const icon = await this.fetcher.fetchIcon(url);
    if (!icon) {
      return null;
    }
    const { fileTypeFromBuffer } = await import('file-type');
    const type = (await fileTypeFromBuffer(icon.data))?.mime;
    const extension = type && ICON_TYPES[type];
    if (!extension) {
      this.logger.debug(`no usable icon for ${new URL(url).origin} (${type ?? 'unknown type'})`);
      return null;
    }
    const name = `${createHash('sha256').update(icon.data).digest('hex').slice(0, 32)}.${extension}`;
    await this.store.put(`public/${FAVICON_FOLDER}/${name}`, icon.data, { contentType: type });
    return name;
  }
}
