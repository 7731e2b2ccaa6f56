import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { ValidationFailedException } from '../../common/errors/validation';
import { BOOKMARK_MSG } from '../../common/validation/messages';
import { withoutControlCharacters } from '../../common/validation/text-rules';
import { sql } from '../../database/sql';
import { BookmarksService } from './bookmarks.service';
import { BOOKMARK_URL_MAX, type BookmarkGroup, type ImportResultDto } from './dto/bookmark.dto';
import { formatNetscape, parseNetscape, type ExportedBookmark } from './netscape';

/** Most bookmarks one import adds. */
export const IMPORT_MAX = 1000;

const isWebAddress = (url: string) => {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && url.length <= BOOKMARK_URL_MAX;
  } catch {
    return false;
  }
};

/** Import from and export to the browsers' bookmark file (Netscape HTML). */
@Injectable()
export class BookmarksTransferService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookmarks: BookmarksService,
  ) {}

  async exportFile(me: AuthUser): Promise<string> {
    const rows = await sql<ExportedBookmark>(
      this.em,
      'select "group", title, url, description, created_at from bookmarks where user_id = ? order by "group", position desc, id desc',
      [me.id],
    );
    return formatNetscape(rows);
  }

  /**
   * Adds the file's http(s) links to their groups (by folder name, else `fallback`), keeping the
   * file's order at the top of each group; links already in the group are skipped.
   */
  async importFile(me: AuthUser, html: string, fallback: BookmarkGroup | undefined): Promise<ImportResultDto> {
    const links = parseNetscape(html);
    if (!links.length) {
      throw ValidationFailedException.field('file', BOOKMARK_MSG.importEmpty);
    }
    const wanted = links
      .map((l) => ({
        ...l,
        group: l.group ?? fallback ?? null,
        title: Array.from(withoutControlCharacters(l.title)).slice(0, 255).join(''),
      }))
      .filter(
        (l): l is typeof l & { group: BookmarkGroup } =>
          l.group !== null && isWebAddress(l.url) && !l.url.includes('\u0000'),
      )
      .slice(0, IMPORT_MAX);
    const ids = await this.em.transactional(async (tx) => {
      const tops = await sql<{ group: BookmarkGroup; top: number }>(
        tx,
        'select "group", max(position) as top from bookmarks where user_id = ? group by "group"',
        [me.id],
      );
      const top = (group: BookmarkGroup) => tops.find((t) => t.group === group)?.top ?? 0;
      const added: number[] = [];
      for (const [i, link] of wanted.entries()) {
        const rows = await sql<{ id: number }>(
          tx,
          `insert into bookmarks (user_id, "group", title, url, description, position, created_at)
           select ?, ?, ?, ?, ?, ?, coalesce(?::timestamptz, now())
           where not exists (select 1 from bookmarks where user_id = ? and "group" = ? and url = ?)
           returning id`,
          [
            me.id,
            link.group,
            link.title || new URL(link.url).hostname,
            link.url,
            (link.description && withoutControlCharacters(link.description).slice(0, 1000)) || null,
            top(link.group) + wanted.length - i,
            link.addedAt?.toISOString() ?? null,
            me.id,
            link.group,
            link.url,
          ],
        );
        added.push(...rows.map((r) => r.id));
      }
      return added;
    });
    for (const id of ids) {
      await this.bookmarks.fetchFavicon(id);
    }
    return { imported: ids.length, skipped: links.length - ids.length };
  }
}
