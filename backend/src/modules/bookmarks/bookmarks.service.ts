import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { found } from '../../common/access/ownership';
import { ValidationFailedException } from '../../common/errors/validation';
import { pageParams, type Page, type PageQueryDto } from '../../common/paging/paging';
import { pagedSql } from '../../common/sql/paged';
import { direction } from '../../common/sql/fragments';
import { BOOKMARK_MSG } from '../../common/validation/messages';
import { sql, sqlOne } from '../../database/sql';
import { JobQueue } from '../../queue/job-queue';
import {
  toBookmarkDto,
  type BookmarkDto,
  type BookmarkGroup,
  type BookmarkRow,
  type CreateBookmarkDto,
  type ReorderBookmarksDto,
  type UpdateBookmarkDto,
} from './dto/bookmark.dto';

const COLUMNS = 'b.id, b."group", b.title, b.url, b.description, b.favicon, b.position, b.created_at, b.updated_at';

/** The next place at the top of a member's group. */
export const NEXT_POSITION = `(select coalesce(max(position), 0) + 1 from bookmarks where user_id = ? and "group" = ?)`;

/**
 * A member's bookmarks in three groups (bank, mail, social), private to them: anyone else's
 * bookmark does not exist (404). A new bookmark goes to the top of its group; a job then fetches
 * its site's favicon.
 */
@Injectable()
export class BookmarksService {
  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
  ) {}

  list(me: AuthUser, group: BookmarkGroup, query: PageQueryDto): Promise<Page<BookmarkDto>> {
    const p = pageParams(query);
    const dir = direction(p.order);
    return pagedSql<BookmarkRow, BookmarkDto>(
      this.em,
      {
        base: {
          text: `select ${COLUMNS} from bookmarks b where b.user_id = ? and b."group" = ?`,
          params: [me.id, group],
        },
        orderBy: `position ${dir}, id ${dir}`,
      },
      p,
      toBookmarkDto,
    );
  }

  async get(me: AuthUser, id: number): Promise<BookmarkDto> {
    return toBookmarkDto(await this.own(me, id));
  }

  async create(me: AuthUser, dto: CreateBookmarkDto): Promise<BookmarkDto> {
    const row = await sqlOne<BookmarkRow>(
      this.em,
      `insert into bookmarks (user_id, "group", title, url, description, position)
       values (?, ?, ?, ?, ?, ${NEXT_POSITION}) returning *`,
      [me.id, dto.group, dto.title, dto.url, dto.description || null, me.id, dto.group],
    );
    await this.fetchFavicon(row!.id);
    return toBookmarkDto(row!);
  }

  async update(me: AuthUser, id: number, dto: UpdateBookmarkDto): Promise<BookmarkDto> {
    const current = await this.own(me, id);
    const group = dto.group ?? current.group;
    const url = dto.url ?? current.url;
    const row = await sqlOne<BookmarkRow>(
      this.em,
      `update bookmarks set "group" = ?, title = ?, url = ?, description = ?,
         position = case when "group" = ? then position else ${NEXT_POSITION} end,
         favicon = case when url = ? then favicon end,
         favicon_checked_at = case when url = ? then favicon_checked_at end,
         updated_at = now()
       where id = ? and user_id = ? returning *`,
      [
        group,
        dto.title ?? current.title,
        url,
        dto.description === undefined ? current.description : dto.description || null,
        group,
        me.id,
        group,
        url,
        url,
        id,
        me.id,
      ],
    );
    if (url !== current.url) {
      await this.fetchFavicon(id);
    }
    return toBookmarkDto(found(row));
  }

  async remove(me: AuthUser, id: number): Promise<void> {
    await this.own(me, id);
    await sql(this.em, 'delete from bookmarks where id = ? and user_id = ?', [id, me.id]);
  }

  /** The listed bookmarks take the places they held among themselves, in the new order (first = shown first). */
  async reorder(me: AuthUser, dto: ReorderBookmarksDto): Promise<Page<BookmarkDto>> {
    if (new Set(dto.ids).size !== dto.ids.length) {
      throw ValidationFailedException.field('ids', BOOKMARK_MSG.reorderIds);
    }
    await this.em.transactional(async (tx) => {
      const rows = await sql<{ id: number; position: number }>(
        tx,
        `select id, position from bookmarks where user_id = ? and "group" = ? and id in (${dto.ids.map(() => '?').join(', ')}) for update`,
        [me.id, dto.group, ...dto.ids],
      );
      if (rows.length !== dto.ids.length) {
        throw ValidationFailedException.field('ids', BOOKMARK_MSG.reorderIds);
      }
      const places = rows.map((r) => r.position).sort((a, b) => b - a);
      const values = dto.ids.map(() => '(?::int, ?::int)').join(', ');
      await sql(
        tx,
        `update bookmarks b set position = v.position, updated_at = now() from (values ${values}) as v (id, position) where b.id = v.id`,
        dto.ids.flatMap((id, i) => [id, places[i]]),
      );
    });
    return this.list(me, dto.group, { page: 1, take: 100 });
  }

  /** Asks the favicons job for the bookmark's icon (one attempt: a site without one is no failure). */
  fetchFavicon(bookmarkId: number): Promise<void> {
    return this.queue.add('favicons.fetch', { bookmarkId }, { attempts: 1 });
  }

  private async own(me: AuthUser, id: number): Promise<BookmarkRow> {
    return found(
      await sqlOne<BookmarkRow>(this.em, `select ${COLUMNS} from bookmarks b where b.id = ? and b.user_id = ?`, [
        id,
        me.id,
      ]),
      BOOKMARK_MSG.notFound,
    );
  }
}
