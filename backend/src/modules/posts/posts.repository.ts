import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Page, PageParams } from '../../common/paging/paging';
import { direction, ME_CTE, notBlocked } from '../../common/sql/fragments';
import { contentVisible, hiddenFlag } from '../../common/sql/moderation';
import { pageOf, pagedRows, pagedSql } from '../../common/sql/paged';
import { previewSql } from '../../common/uploads/images';
import { userSummaryJson } from '../../common/users/user-summary';
import { sqlOne } from '../../database/sql';
import { toCommentDto, type CommentDto, type CommentRow } from './dto/comment.dto';
import { toPostDto, type PostDto, type PostRow } from './dto/post.dto';

/** SQL: post `p` exists for the viewer `me`: no block between them, not hidden by a moderator (unless theirs). */
const VISIBLE_POST = `${notBlocked('me.id', 'p.user_id')} and ${contentVisible('p', 'me.id')}`;

/** A post as seen by the viewer `me`, or nothing when it is gone, hidden by a block or by a moderator. */
const postItem = (where: string) => `
  select p.id, p.body, p.image, ${previewSql('p.image')} as image_preview, p.created_at, p.likes_count, p.comments_count, ${userSummaryJson('u')} as author,
    exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = me.id) as liked_by_me, ${hiddenFlag('p')} as hidden
  from posts p join users u on u.id = p.user_id cross join me
  where ${where} and ${VISIBLE_POST}`;

const commentItem = (where: string) => `
  select c.id, c.body, c.created_at, c.post_id, ${userSummaryJson('u')} as author, ${hiddenFlag('c')} as hidden
  from post_comments c join users u on u.id = c.user_id cross join me
  where ${where} and ${contentVisible('c', 'me.id')}`;

/** Completes a page of post ids with the posts as the viewer `me` sees them. */
const POST_EXPANSION = { columns: 'item.*', joins: `cross join lateral (${postItem('p.id = b.id')}) as item` };

/** What access checks need of a post the viewer may see. */
export interface VisiblePost {
  id: number;
  user_id: number;
  image: string | null;
  body: string;
}

/** Plain reads of the wall, one query each (DESIGN.md §10), mapped to the response DTOs. */
@Injectable()
export class PostsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The post `postId` unless it is gone or its author and the viewer blocked each other. */
  findVisible(viewerId: number, postId: number): Promise<VisiblePost | undefined> {
    return sqlOne<VisiblePost>(
      this.em,
      `with ${ME_CTE} select p.id, p.user_id, p.image, p.body from posts p cross join me where p.id = ? and ${VISIBLE_POST}`,
      [viewerId, postId],
    );
  }

  async findPost(viewerId: number, postId: number): Promise<PostDto | undefined> {
    const row = await sqlOne<PostRow>(this.em, `with ${ME_CTE} ${postItem('p.id = ?')}`, [viewerId, postId]);
    return row && toPostDto(row);
  }

  /** The viewer's posts and their friends', newest first (unless asked otherwise). */
  async feed(viewerId: number, page: PageParams): Promise<Page<PostDto>> {
    return pagedSql<PostRow, PostDto>(
      this.em,
      {
        with: {
          text: `${ME_CTE}, authors as (
            select me.id from me
            union
            select case when f.requester_id = me.id then f.addressee_id else f.requester_id end
            from friendships f cross join me
            where f.status = 'accepted' and (f.requester_id = me.id or f.addressee_id = me.id)
          )`,
          params: [viewerId],
        },
        base: {
          text: `select p.id from posts p join authors a on a.id = p.user_id cross join me where ${VISIBLE_POST}`,
          params: [],
        },
        orderBy: `id ${direction(page.order)}`,
        expand: POST_EXPANSION,
      },
      page,
      toPostDto,
    );
  }

  /** The wall of member `userId`; undefined when there is no such member or a block hides them. */
  async wall(viewerId: number, userId: number, page: PageParams): Promise<Page<PostDto> | undefined> {
    const query = {
      with: {
        text: `${ME_CTE}, target as (select u.id from users u cross join me where u.id = ? and ${notBlocked('me.id', 'u.id')})`,
        params: [viewerId, userId],
      },
      base: { text: `select p.id from posts p join target t on t.id = p.user_id cross join me where ${contentVisible('p', 'me.id')}`, params: [] },
      orderBy: `id ${direction(page.order)}`,
      extra: 'exists (select 1 from target) as found',
      expand: POST_EXPANSION,
    };
    let rows = await pagedRows<PostRow & { found: boolean }>(this.em, query, page);
    if (!rows[0]?.found) {
      // A member who has just signed up may not be on a replica that lags yet (their profile is read
      // the same way): the primary settles it before a 404.
      rows = await pagedRows<PostRow & { found: boolean }>(this.em, query, page, { primary: true });
    }
    if (!rows[0]?.found) {
      return undefined;
    }
    return pageOf(rows, page, toPostDto);
  }

  /**
   * The comments of a post the viewer may see, without those of members hidden from the viewer
   * by a block; undefined when the post is gone or hidden.
   */
  async comments(viewerId: number, postId: number, page: PageParams): Promise<Page<CommentDto> | undefined> {
    const rows = await pagedRows<CommentRow & { found: boolean }>(
      this.em,
      {
        with: {
          text: `${ME_CTE}, post as (select p.id from posts p cross join me where p.id = ? and ${VISIBLE_POST})`,
          params: [viewerId, postId],
        },
        base: {
          text: `select c.id from post_comments c join post on post.id = c.post_id cross join me where ${notBlocked('me.id', 'c.user_id')} and ${contentVisible('c', 'me.id')}`,
          params: [],
        },
        orderBy: `id ${direction(page.order)}`,
        extra: 'exists (select 1 from post) as found',
        expand: { columns: 'item.*', joins: `cross join lateral (${commentItem('c.id = b.id')}) as item` },
      },
      page,
    );
    if (!rows[0]?.found) {
      return undefined;
    }
    return pageOf(rows, page, toCommentDto);
  }

  async findComment(viewerId: number, commentId: number): Promise<CommentDto | undefined> {
    const row = await sqlOne<CommentRow>(this.em, `with ${ME_CTE} ${commentItem('c.id = ?')}`, [viewerId, commentId]);
    return row && toCommentDto(row);
  }

  /** A comment on post `postId` as access checks need it, unless hidden from the viewer. */
  findVisibleComment(viewerId: number, postId: number, commentId: number): Promise<{ id: number; user_id: number } | undefined> {
    return sqlOne(
      this.em,
      `with ${ME_CTE} select c.id, c.user_id from post_comments c cross join me where c.id = ? and c.post_id = ? and ${notBlocked('me.id', 'c.user_id')} and ${contentVisible('c', 'me.id')}`,
      [viewerId, commentId, postId],
    );
  }
}
