import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Page, PageParams } from '../../common/paging/paging';
import { sql, sqlOne } from '../../database/sql';
import type { FriendListItemDto, FriendSort, RequestDirection } from './dto/friends.dto';
import { blockedEither, ME_CTE, notBlocked } from '../../common/sql/fragments';
import { pagedQuery, pagedSql, pageOf, type PageExpansion, type PagedRow, type SqlQuery } from '../../common/sql/paged';
import { nameFilter, toUserSummaryDto, userSummaryColumns, userSummaryJson, type UserSummaryRow } from '../../common/users/user-summary';
import { memberSearch } from './member-search';
import { MUTUAL_FRIENDS_SHOWN, type FriendSuggestionDto } from './dto/suggestions.dto';
import { toFriendListItem, type FriendListRow, type RelationRow } from './friendship.mapper';

/** The friend of `owner` in friendship row `f`. */
const otherSide = (f: string, owner: string) => `case when ${f}.requester_id = ${owner} then ${f}.addressee_id else ${f}.requester_id end`;

/** The friendship row of the pair (me, `u`), if any, through the unique pair index. */
const relationJoin = (u: string) => `left join lateral (
    select r.requester_id as r_requester_id, r.status as r_status, r.created_at as r_created_at, r.accepted_at as r_accepted_at
      from friendships r
     where least(r.requester_id, r.addressee_id) = least(?::int, ${u}.id)
       and greatest(r.requester_id, r.addressee_id) = greatest(?::int, ${u}.id)
  ) rel on true`;

/** Neither the viewer (parameter, twice) nor member `u` blocked the other. */
const notBlockedWith = (u: string) => notBlocked('?::int', `${u}.id`);

/** Search results: closest matches first (a typo's: the closest spelling among equally similar), then by name. */
export const SEARCH_ORDER = 'rank desc, distance, lower(first_name), lower(last_name), id';

const LIST_COLUMNS = `${userSummaryColumns('u')}, rel.r_requester_id, rel.r_status, rel.r_created_at, rel.r_accepted_at`;

/** The ORDER BY of a list sorted by `sort` over base columns `recent` and the names. */
export function listOrder(sort: FriendSort, order: 'asc' | 'desc', recent: string): string {
  const dir = order === 'asc' ? 'asc' : 'desc';
  return sort === 'name' ? `lower(first_name) ${dir}, lower(last_name) ${dir}, id ${dir}` : `${recent} ${dir} nulls last, id ${dir}`;
}

/** Plain reads of the social graph (DESIGN §10: one query per list, no entity hydration). */
@Injectable()
export class FriendsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A member that exists and is not banned; asked of the primary on a miss, so one who has just signed up is no 404. */
  async memberExists(id: number): Promise<boolean> {
    return Boolean(
      await sqlOne(this.em, 'select 1 from users where id = ? and banned_at is null and deleted_at is null', [id], { primaryOnMiss: true }),
    );
  }

  /** Either member blocked the other. */
  async isBlockedEither(a: number, b: number): Promise<boolean> {
    return Boolean(
      (await sqlOne<{ blocked: boolean }>(this.em, `select ${blockedEither('?::int', '?::int')} as blocked`, [a, b, b, a]))?.blocked,
    );
  }

  /** The pair's friendship row and whether `meId` blocked `otherId`. */
  relation(meId: number, otherId: number): Promise<(RelationRow & { blocked_by_me: boolean }) | undefined> {
    return sqlOne(
      this.em,
      `select rel.*, exists (select 1 from blocks where blocker_id = ? and blocked_id = u.id) as blocked_by_me
         from users u ${relationJoin('u')}
        where u.id = ?`,
      [meId, meId, meId, otherId],
    );
  }

  /** Ids of `userId`'s accepted friends. */
  async friendIds(userId: number): Promise<number[]> {
    const rows = await sql<{ id: number }>(
      this.em,
      `select ${otherSide('f', '?::int')} as id from friendships f
        where f.status = 'accepted' and (f.requester_id = ? or f.addressee_id = ?)`,
      [userId, userId, userId],
    );
    return rows.map((r) => r.id);
  }

  /**
   * The accepted friends of `ownerId`, each with `meId`'s relation to them; members blocked
   * with `meId` (either way) and banned members are left out.
   */
  friendsOf(ownerId: number, meId: number, filter: { words: string[]; sort: FriendSort }, p: PageParams): Promise<Page<FriendListItemDto>> {
    const name = nameFilter('u', filter.words);
    return pagedSql<FriendListRow, FriendListItemDto>(
      this.em,
      {
        base: {
        text: `select u.id, u.first_name, u.last_name, f.accepted_at as friends_since
                 from friendships f
                 join users u on u.id = ${otherSide('f', '?::int')}
                where f.status = 'accepted' and (f.requester_id = ? or f.addressee_id = ?)
                  and u.banned_at is null and u.deleted_at is null and ${notBlockedWith('u')} and ${name.text}`,
        params: [ownerId, ownerId, ownerId, meId, meId, ...name.params],
        },
        orderBy: listOrder(filter.sort, p.order, 'friends_since'),
        expand: this.listExpansion(meId),
      },
      p,
      (row) => toFriendListItem(meId, row),
    );
  }

  /** The `limit` most recent friends of `ownerId` (same rules as friendsOf). */
  async lastFriendsOf(ownerId: number, meId: number, limit: number): Promise<FriendListItemDto[]> {
    const rows = await sql<FriendListRow>(
      this.em,
      `select ${LIST_COLUMNS}, b.friends_since
         from (
           select u.id, f.id as fid, f.accepted_at as friends_since
             from friendships f
             join users u on u.id = ${otherSide('f', '?::int')}
            where f.status = 'accepted' and (f.requester_id = ? or f.addressee_id = ?)
              and u.banned_at is null and u.deleted_at is null and ${notBlockedWith('u')}
            order by f.accepted_at desc, f.id desc
            limit ?
         ) b
         join users u on u.id = b.id
         ${relationJoin('u')}
        order by b.friends_since desc, b.fid desc`,
      [ownerId, ownerId, ownerId, meId, meId, limit, meId, meId],
    );
    return rows.map((row) => toFriendListItem(meId, row));
  }

  /** Pending requests sent to me (`incoming`) or by me (`outgoing`), newest first by default. */
  requests(meId: number, direction: RequestDirection, p: PageParams): Promise<Page<FriendListItemDto>> {
    const [mine, theirs] = direction === 'incoming' ? ['addressee_id', 'requester_id'] : ['requester_id', 'addressee_id'];
    return pagedSql<FriendListRow, FriendListItemDto>(
      this.em,
      {
        base: {
        text: `select ${userSummaryColumns('u')}, f.requester_id as r_requester_id, f.status as r_status,
                      f.created_at as r_created_at, f.accepted_at as r_accepted_at, null::timestamptz as friends_since
                 from friendships f
                 join users u on u.id = f.${theirs}
                where f.${mine} = ? and f.status = 'pending' and u.banned_at is null and u.deleted_at is null`,
        params: [meId],
        },
        orderBy: listOrder('recent', p.order, 'r_created_at'),
      },
      p,
      (row) => toFriendListItem(meId, row),
    );
  }

  /**
   * Members whose name or username matches every word (case and accents ignored; see
   * member-search.ts), closest first, at most SEARCH_WINDOW; me, banned members and members
   * blocked either way left out. When nobody matches, members whose name is similar or whose
   * username is one edit away (a typo), the closest spelling first.
   */
  async search(meId: number, words: string[], p: PageParams): Promise<Page<FriendListItemDto>> {
    const query = this.searchQuery(meId, words, p);
    const rows = await sql<PagedRow<FriendListRow>>(this.em, query.text, query.params);
    return pageOf(rows, p, (row) => toFriendListItem(meId, row));
  }

  /** The one query of a search page, its typo fallback included (a test EXPLAINs it exactly as it runs). */
  searchQuery(meId: number, words: string[], p: PageParams): SqlQuery {
    return pagedQuery({ base: memberSearch(meId, words), orderBy: SEARCH_ORDER, expand: this.listExpansion(meId) }, p);
  }

  /**
   * Members `meId` may know, at most `limit`: friends of their friends, most mutual friends first,
   * then the newest members. Leaves out `meId`, anyone they have a friendship row with (friends,
   * pending requests either way), banned members, members blocked either way, and staff (a
   * moderator is there to moderate, not to be befriended by every newcomer).
   */
  async suggestions(meId: number, limit: number): Promise<FriendSuggestionDto[]> {
    const open = (u: string) => `${u}.id <> me.id and ${u}.role = 'member' and ${u}.banned_at is null and ${u}.deleted_at is null and ${notBlocked('me.id', `${u}.id`)}
      and not exists (select 1 from friendships r
                       where least(r.requester_id, r.addressee_id) = least(me.id, ${u}.id)
                         and greatest(r.requester_id, r.addressee_id) = greatest(me.id, ${u}.id))`;
    const areFriends = (a: string, b: string) => `exists (select 1 from friendships x where x.status = 'accepted'
      and least(x.requester_id, x.addressee_id) = least(${a}, ${b}) and greatest(x.requester_id, x.addressee_id) = greatest(${a}, ${b}))`;
    const rows = await sql<UserSummaryRow & { mutual: number; mutual_friends: UserSummaryRow[] }>(
      this.em,
      `with ${ME_CTE},
       mine as (
         select ${otherSide('f', 'me.id')} as id from friendships f cross join me
          where f.status = 'accepted' and (f.requester_id = me.id or f.addressee_id = me.id)
       ),
       fof as (
         select ${otherSide('f', 'm.id')} as id, count(*)::int as mutual
           from mine m join friendships f on f.status = 'accepted' and (f.requester_id = m.id or f.addressee_id = m.id)
          group by 1
       ),
       picked as (
         (select u.id, fof.mutual, u.created_at from fof join users u on u.id = fof.id cross join me
           where ${open('u')} order by fof.mutual desc, u.created_at desc, u.id desc limit ?)
         union all
         (select u.id, 0, u.created_at from users u cross join me
           where ${open('u')} and not exists (select 1 from fof where fof.id = u.id)
           order by u.created_at desc, u.id desc limit ?)
       )
       select ${userSummaryColumns('u')}, p.mutual,
              coalesce((select json_agg(s.summary order by s.first_name, s.last_name, s.id) from (
                select ${userSummaryJson('mu')} as summary, mu.first_name, mu.last_name, mu.id
                  from mine m join users mu on mu.id = m.id
                 where mu.banned_at is null and mu.deleted_at is null and ${areFriends('m.id', 'p.id')}
                 order by mu.first_name, mu.last_name, mu.id limit ${MUTUAL_FRIENDS_SHOWN}
              ) s), '[]'::json) as mutual_friends
         from (select * from picked order by mutual desc, created_at desc, id desc limit ?) p
         join users u on u.id = p.id
        order by p.mutual desc, p.created_at desc, p.id desc`,
      [meId, limit, limit, limit],
    );
    return rows.map((row) => ({
      ...toFriendListItem(meId, { ...row, r_requester_id: null, r_status: null, r_created_at: null, r_accepted_at: null, friends_since: null }),
      mutual_friends_count: row.mutual,
      mutual_friends: row.mutual_friends.map(toUserSummaryDto),
    }));
  }

  /** Completes a page of (id, friends_since) rows with the summary and `meId`'s relation. */
  private listExpansion(meId: number): PageExpansion {
    return {
      columns: `${LIST_COLUMNS}, b.friends_since`,
      joins: `join users u on u.id = b.id ${relationJoin('u')}`,
      params: [meId, meId],
    };
  }
}
