import { contentVisible, hiddenFlag } from '../../common/sql/moderation';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Page, PageParams } from '../../common/paging/paging';
import { direction, ME_CTE, notBlocked } from '../../common/sql/fragments';
import { pageOf, pagedRows } from '../../common/sql/paged';
import { userSummaryJson } from '../../common/users/user-summary';
import { sql, sqlOne } from '../../database/sql';
import { categoryJson } from '../../common/content/categories';
import { visibleTo } from '../../common/content/content-access';
import { FORUM } from '../../common/content/content-kinds';
import { ContentReads } from '../../common/content/content-reads';
import type { CategorizedQueryDto } from '../../common/content/dto/content-query.input';
import { toForumDto, toForumReplyDto, toForumSummaryDto, type ForumDto, type ForumReplyDto, type ForumReplyRow, type ForumRow, type ForumSummaryDto } from './dto/forum.dto';

const threadItem = (where: string, full: boolean) => `
  select x.id, x.title, x.excerpt, x.image, x.visibility, x.pinned, x.locked, x.replies_count, x.last_activity_at, x.created_at, x.updated_at,
    ${full ? 'x.body, x.body_html,' : ''}
    ${categoryJson('c')} as category, ${userSummaryJson('u')} as author, ${hiddenFlag('x')} as hidden,
    (select ${userSummaryJson('lu')} from forum_replies r join users lu on lu.id = r.user_id
      where r.thread_id = x.id and ${notBlocked('me.id', 'r.user_id')} and r.hidden_at is null order by r.id desc limit 1) as last_reply_user
  from forum_threads x join users u on u.id = x.user_id join community_categories c on c.id = x.category_id cross join me
  where ${where} and ${visibleTo(FORUM)}`;

const replyItem = (where: string) => `
  select r.id, r.thread_id, r.body, r.body_html, r.created_at, r.updated_at, ${userSummaryJson('u')} as author, ${hiddenFlag('r')} as hidden
  from forum_replies r join users u on u.id = r.user_id cross join me
  where ${where}`;

/** Plain reads and writes of forum threads and replies, one statement each. */
@Injectable()
export class ForumsRepository extends ContentReads<ForumRow, ForumDto, ForumSummaryDto, CategorizedQueryDto> {
  constructor(em: EntityManager) {
    super(em, {
      kind: FORUM,
      searchable: "immutable_unaccent(lower(x.title || ' ' || x.body))",
      item: threadItem,
      toItem: toForumDto,
      toSummary: toForumSummaryDto,
      /** Pinned threads first, then by last activity (`order`, default latest first). */
      order: { columns: ['x.pinned', 'x.last_activity_at'], by: (dir) => `pinned desc, last_activity_at ${dir}, id ${dir}` },
    });
  }

  /** The replies of a thread the viewer may see, oldest first unless asked otherwise; undefined when it is hidden. */
  async replies(viewerId: number | null, threadId: number, page: PageParams): Promise<Page<ForumReplyDto> | undefined> {
    const rows = await pagedRows<ForumReplyRow & { found: boolean }>(
      this.em,
      {
        with: { text: `${ME_CTE}, thread as (select x.id from forum_threads x cross join me where x.id = ? and ${visibleTo(FORUM)})`, params: [viewerId, threadId] },
        base: { text: `select r.id from forum_replies r join thread on thread.id = r.thread_id cross join me where ${notBlocked('me.id', 'r.user_id')} and ${contentVisible('r', 'me.id')}`, params: [] },
        orderBy: `id ${direction(page.order)}`,
        extra: 'exists (select 1 from thread) as found',
        expand: { columns: 'item.*', joins: `cross join lateral (${replyItem('r.id = b.id')}) as item` },
      },
      page,
    );
    return rows[0]?.found ? pageOf(rows, page, toForumReplyDto) : undefined;
  }

  async findReply(viewerId: number, replyId: number): Promise<ForumReplyDto | undefined> {
    const row = await sqlOne<ForumReplyRow>(this.em, `with ${ME_CTE} ${replyItem('r.id = ?')}`, [viewerId, replyId]);
    return row && toForumReplyDto(row);
  }

  /** A reply of thread `threadId` as access checks need it, unless a block hides it. */
  findVisibleReply(viewerId: number, threadId: number, replyId: number): Promise<{ id: number; user_id: number } | undefined> {
    return sqlOne(
      this.em,
      `with ${ME_CTE} select r.id, r.user_id from forum_replies r cross join me where r.id = ? and r.thread_id = ? and ${notBlocked('me.id', 'r.user_id')} and ${contentVisible('r', 'me.id')}`,
      [viewerId, replyId, threadId],
    );
  }

  /** Adds a reply unless the thread is locked (undefined then). */
  async addReply(threadId: number, userId: number, body: string, html: string, em: EntityManager = this.em): Promise<number | undefined> {
    const row = await sqlOne<{ id: number }>(
      em,
      'insert into forum_replies (thread_id, user_id, body, body_html) select id, ?, ?, ? from forum_threads where id = ? and not locked returning id',
      [userId, body, html, threadId],
    );
    return row?.id;
  }

  /** Who took part in a thread before reply `replyId` (its author and earlier repliers), but `exceptId`. */
  async participants(threadId: number, replyId: number, exceptId: number, em: EntityManager = this.em): Promise<number[]> {
    const rows = await sql<{ user_id: number }>(
      em,
      `select user_id from forum_threads where id = ? union select user_id from forum_replies where thread_id = ? and id < ?
       except select ?::int`,
      [threadId, threadId, replyId, exceptId],
    );
    return rows.map((r) => r.user_id);
  }

  async updateReply(replyId: number, body: string, html: string): Promise<void> {
    await sql(this.em, 'update forum_replies set body = ?, body_html = ?, updated_at = now() where id = ?', [body, html, replyId]);
  }

  async deleteReply(replyId: number): Promise<void> {
    await sql(this.em, 'delete from forum_replies where id = ?', [replyId]);
  }
}
