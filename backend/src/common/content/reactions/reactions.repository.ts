import { contentVisible } from '../../sql/moderation';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Page, PageParams } from '../../paging/paging';
import { direction, ME_CTE, notBlocked } from '../../sql/fragments';
import { pageOf, pagedRows } from '../../sql/paged';
import { userSummaryJson } from '../../users/user-summary';
import { sql, sqlOne } from '../../../database/sql';
import type { ReactedKind } from '../content-kinds';
import { visibleTo } from '../content-access';
import { toContentCommentDto, type ContentCommentDto, type ContentCommentRow, type ReactionStateDto } from './reaction.dto';

/** The reaction columns of item alias `x` of `kind` as the viewer `me` sees them (for item queries). */
export const reactionColumns = (kind: ReactedKind, x = 'x') =>
  `${x}.likes_count, ${x}.comments_count,
   exists (select 1 from ${kind.kind}_likes l where l.${kind.kind}_id = ${x}.id and l.user_id = me.id) as liked_by_me`;

const commentItem = (kind: ReactedKind, where: string) => `
  select c.id, c.body, c.created_at, ${userSummaryJson('u')} as author
  from ${kind.kind}_comments c join users u on u.id = c.user_id cross join me
  where ${where}`;

/** Plain reads and writes of likes and comments, one statement each, for every reacted kind. */
@Injectable()
export class ReactionsRepository {
  constructor(private readonly em: EntityManager) {}

  async state(kind: ReactedKind, viewerId: number, id: number): Promise<ReactionStateDto> {
    const row = await sqlOne<ReactionStateDto>(this.em, `with ${ME_CTE} select ${reactionColumns(kind)} from ${kind.table} x cross join me where x.id = ?`, [viewerId, id]);
    return row ?? { likes_count: 0, comments_count: 0, liked_by_me: false };
  }

  /** True when the like is new. */
  async like(kind: ReactedKind, userId: number, id: number, em: EntityManager = this.em): Promise<boolean> {
    const rows = await sql(em, `insert into ${kind.kind}_likes (${kind.kind}_id, user_id) values (?, ?) on conflict do nothing returning user_id`, [id, userId]);
    return rows.length > 0;
  }

  async unlike(kind: ReactedKind, userId: number, id: number): Promise<void> {
    await sql(this.em, `delete from ${kind.kind}_likes where ${kind.kind}_id = ? and user_id = ?`, [id, userId]);
  }

  /** The comments of an item the viewer may see, without those of members a block hides; undefined when the item is hidden. */
  async comments(kind: ReactedKind, viewerId: number | null, id: number, page: PageParams): Promise<Page<ContentCommentDto> | undefined> {
    const rows = await pagedRows<ContentCommentRow & { found: boolean }>(
      this.em,
      {
        with: { text: `${ME_CTE}, item as (select x.id from ${kind.table} x cross join me where x.id = ? and ${visibleTo(kind)})`, params: [viewerId, id] },
        base: { text: `select c.id from ${kind.kind}_comments c join item on item.id = c.${kind.kind}_id cross join me where ${notBlocked('me.id', 'c.user_id')} and ${contentVisible('c', 'me.id')}`, params: [] },
        orderBy: `id ${direction(page.order)}`,
        extra: 'exists (select 1 from item) as found',
        expand: { columns: 'item.*', joins: `cross join lateral (${commentItem(kind, 'c.id = b.id')}) as item` },
      },
      page,
    );
    return rows[0]?.found ? pageOf(rows, page, toContentCommentDto) : undefined;
  }

  async addComment(kind: ReactedKind, userId: number, id: number, body: string, em: EntityManager = this.em): Promise<number> {
    const row = await sqlOne<{ id: number }>(em, `insert into ${kind.kind}_comments (${kind.kind}_id, user_id, body) values (?, ?, ?) returning id`, [id, userId, body]);
    return row!.id;
  }

  async findComment(kind: ReactedKind, viewerId: number, commentId: number): Promise<ContentCommentDto | undefined> {
    const row = await sqlOne<ContentCommentRow>(this.em, `with ${ME_CTE} ${commentItem(kind, 'c.id = ?')}`, [viewerId, commentId]);
    return row && toContentCommentDto(row);
  }

  /** A comment on item `id` as access checks need it, unless a block hides it from the viewer. */
  findVisibleComment(kind: ReactedKind, viewerId: number, id: number, commentId: number): Promise<{ id: number; user_id: number } | undefined> {
    return sqlOne(
      this.em,
      `with ${ME_CTE} select c.id, c.user_id from ${kind.kind}_comments c cross join me where c.id = ? and c.${kind.kind}_id = ? and ${notBlocked('me.id', 'c.user_id')} and ${contentVisible('c', 'me.id')}`,
      [viewerId, commentId, id],
    );
  }

  async deleteComment(kind: ReactedKind, commentId: number): Promise<void> {
    await sql(this.em, `delete from ${kind.kind}_comments where id = ?`, [commentId]);
  }
}
