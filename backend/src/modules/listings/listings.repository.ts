import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Optional } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import type { Page, PageParams } from '../../common/paging/paging';
import { direction, ME_CTE, notBlocked, notBlockedAmong, searchWords, wordsFilter } from '../../common/sql/fragments';
import { contentVisible, hiddenFlag } from '../../common/sql/moderation';
import { pagedSql, type SqlQuery } from '../../common/sql/paged';
import { previewSql } from '../../common/uploads/images';
import { userSummaryJson } from '../../common/users/user-summary';
import { sql, sqlOne } from '../../database/sql';
import {
  toListingSummaryDto,
  type ListingRow,
  type ListingSummaryDto,
  type ListingSummaryRow,
} from './dto/listing.dto';
import { filterFields, type ListingQuery } from './dto/section-dtos';
import { detailFields, detailTable } from './listing-schema';
import { RANK_SQL, resolvedSearchCte, resolveSearch, searchTerms } from './listing-search';
import { LISTED_STATUSES, SEARCH_WINDOW, type ListingSectionSpec, type ListingStatus } from './sections';

/** SQL: listing `l` is listed (in lists and searches). */
export const LISTED = `l.status in (${LISTED_STATUSES.map((s) => `'${s}'`).join(', ')}) and l.hidden_at is null`;

/**
 * SQL: listing `l` is visible to the viewer `me` (whose id is null for a visitor): always to its
 * owner (hidden by moderators too, marked so); to others while listed, unless the owner and the
 * viewer blocked each other.
 */
export const VISIBLE = `(l.user_id = me.id or (${LISTED} and ${notBlocked('me.id', 'l.user_id')}))`;

/**
 * SQL: listing `l` is in the lists and searches the viewer `me` browses: listed, and not a blocked
 * member's; the owner's own also when moderators hid it (marked so, as posts and community items
 * are). The blocked members are read once (a search tests thousands of matches).
 */
const IN_LISTS = `l.status in (${LISTED_STATUSES.map((s) => `'${s}'`).join(', ')}) and ${contentVisible('l', 'me.id')} and ${notBlockedAmong('(select id from me)', 'l.user_id')}`;

/** The listed statuses, as an SQL list. */
const LISTED_STATUS_LIST = LISTED_STATUSES.map((s) => `'${s}'`).join(', ');

/**
 * A search of common words walks the section in list order until its window is full; rarer words
 * read the full-text index. WALK_COST: a walked listing costs a third of an index match; WALK_MARGIN
 * bounds a wrong estimate. Why: docs/decisions.md#listing-search
 */
const WALK_COST = 3;
const WALK_MARGIN = 3;
const SEARCH_WALK_MIN = 1000;
const SEARCH_WALK_MAX = 20_000;

/** How many listings a search may walk (0: none, the full-text index is cheaper), from its estimate. */
export function searchWalk(matches: number, listed: number): number {
  if (matches <= 0 || listed <= 0) {
    return 0;
  }
  const expected = (SEARCH_WINDOW * listed) / matches;
  if (expected >= WALK_COST * matches || expected * WALK_MARGIN > SEARCH_WALK_MAX) {
    return 0;
  }
  return Math.max(SEARCH_WALK_MIN, Math.ceil(expected * WALK_MARGIN));
}

/**
 * The sorts whose list index (`listings_listed_*`: section, the column, id) a search's window can
 * be walked in, by their column (not null, or nulls last as the index puts them ascending).
 */
const WALK_COLUMN: Partial<Record<string, string>> = { created_at: 'created_at', price: 'price', title: 'title' };

/** A listing of `section` with its details, images and owner (`me` in scope). */
const itemSql = (section: ListingSectionSpec, where: string) => `
  select l.id, l.section, l.user_id, l.title, l.description, l.category, l.location, l.price, l.currency, l.status,
    ${hiddenFlag('l')} as hidden, l.created_at, l.updated_at, l.expires_at, to_jsonb(d) - 'listing_id' as details,
    coalesce((select json_agg(i.file order by i.position, i.id) from listing_images i where i.listing_id = l.id), '[]'::json) as images,
    coalesce((select json_agg(${previewSql('i.file')} order by i.position, i.id) from listing_images i where i.listing_id = l.id), '[]'::json) as previews,
    ${userSummaryJson('u')} as owner
  from listings l join ${detailTable(section)} d on d.listing_id = l.id join users u on u.id = l.user_id cross join me
  where ${where}`;

/** The ORDER BY of a list over the base's columns; `sort` is one of the section's declared keys. */
function orderBy(sort: string, order: string): string {
  const dir = direction(order);
  switch (sort) {
    case 'relevance':
      return `rank ${dir}, id ${dir}`;
    case 'price':
    case 'title':
    case 'event_date':
      return `${sort} ${dir} nulls last, id ${dir}`;
    default:
      return `created_at ${dir}, id ${dir}`;
  }
}

/** What access checks and writes need of a listing. */
export interface ListingRef {
  id: number;
  user_id: number;
  section: string;
  status: ListingStatus;
  title: string;
}

/** Plain SQL reads of the listing sections, one query each, mapped by the caller. */
@Injectable()
export class ListingsRepository {
  /** How long a search's resolution is reused (LISTING_SEARCH_CACHE_SECONDS; 10 s without a config). */
  private readonly searchCacheMs: number;

  constructor(
    private readonly em: EntityManager,
    @Optional() config?: AppConfig,
  ) {
    this.searchCacheMs = (config?.listingSearchCacheSeconds ?? 10) * 1000;
  }

  /** One listing of the section as the viewer may see it (undefined: missing or hidden from them). */
  findItem(section: ListingSectionSpec, viewerId: number | null, id: number): Promise<ListingRow | undefined> {
    return sqlOne<ListingRow>(
      this.em,
      `with ${ME_CTE} ${itemSql(section, `l.id = ? and l.section = ? and ${VISIBLE}`)}`,
      [viewerId, id, section.slug],
    );
  }

  /** The listing as access checks see it, if the viewer may see it; locked for a change when read in transaction `tx`. */
  findRef(
    section: ListingSectionSpec,
    viewerId: number,
    id: number,
    tx?: EntityManager,
  ): Promise<ListingRef | undefined> {
    return sqlOne<ListingRef>(
      tx ?? this.em,
      `with ${ME_CTE} select l.id, l.user_id, l.section, l.status, l.title from listings l cross join me
       where l.id = ? and l.section = ? and ${VISIBLE}${tx ? ' for update of l' : ''}`,
      [viewerId, id, section.slug],
    );
  }

  /**
   * A page of the section's listed listings: searched, filtered and sorted as asked, without
   * those of members the viewer blocked or was blocked by. One query, two with a search not
   * resolved in the last seconds: its words are resolved first (`resolveSearch`), and it answers
   * at most SEARCH_WINDOW matches.
   */
  async list<T>(
    section: ListingSectionSpec,
    viewerId: number | null,
    query: ListingQuery,
    page: PageParams,
    map: (row: ListingRow) => T,
  ): Promise<Page<T>> {
    const terms = searchTerms(query.search);
    const where: string[] = ['l.section = ?', IN_LISTS];
    const params: unknown[] = [section.slug];
    const ctes: SqlQuery[] = [{ text: ME_CTE, params: [viewerId] }];
    const search = terms.length ? await resolveSearch(this.em, section.slug, terms, this.searchCacheMs) : undefined;
    if (search) {
      ctes.push(resolvedSearchCte(search));
      where.push('l.search_vector @@ q.query');
    }
    let joinDetails = false;
    for (const field of filterFields(section)) {
      const value = query[field.name];
      if (typeof value === 'string') {
        where.push(`${field.core ? `l.${field.core}` : `d.${field.name}`} = ?`);
        params.push(value);
        joinDetails ||= !field.core;
      }
    }
    const location = wordsFilter('immutable_unaccent(lower(l.location))', searchWords(query.location));
    where.push(location.text);
    params.push(...location.params);
    if (query.price_min !== undefined) {
      where.push('l.price >= ?');
      params.push(query.price_min);
    }
    if (query.price_max !== undefined) {
      where.push('l.price <= ?');
      params.push(query.price_max);
    }
    const sort = query.sort ?? (terms.length ? 'relevance' : 'created_at');
    const eventDate = section.sorts.includes('event_date');
    joinDetails ||= eventDate;
    // A search ranks its window only (below), not every match.
    const columns = ['l.id', 'l.created_at', 'l.price', 'l.title', ...(search ? [] : ['0 as rank']), ...(eventDate ? ['d.event_date'] : [])];
    // (`outer`: me and q are in scope already, as a lateral subquery's outer references.)
    const from = (listings: string, outer = false) => `from ${listings} l
      ${joinDetails ? `join ${detailTable(section)} d on d.listing_id = l.id` : ''}
      ${outer ? '' : `cross join me ${terms.length ? 'cross join q' : ''}`}
      where ${where.join(' and ')}`;
    const select = (listings: string, outer = false) => `select ${columns.join(', ')} ${from(listings, outer)}`;
    const pageOrder = orderBy(sort, query.order ?? 'desc');
    let base: SqlQuery = { text: select('listings'), params };
    if (search) {
      // The search's window: its first SEARCH_WINDOW matches in the list's order (the newest for
      // relevance, then ranked within), so `total` is at most SEARCH_WINDOW.
      const windowSort = sort === 'relevance' ? 'created_at' : sort;
      const windowDir = sort === 'relevance' ? 'desc' : (query.order ?? 'desc');
      const windowOrder = orderBy(windowSort, windowDir);
      // (Prices may be null: descending, the index puts them first and the list last.)
      const column = windowSort === 'price' && direction(windowDir) === 'desc' ? undefined : WALK_COLUMN[windowSort];
      const walk = column ? searchWalk(search.matches, search.listed) : 0;
      let window: SqlQuery;
      if (column && walk) {
        // Common words: the section's first `walk` listed listings in the list's order have the
        // window. They are read in the order of their index, and the walk stops at the window's
        // last match: inside a lateral subquery, `me` and `q` are constants to it, so nothing is
        // joined to the ordered listings and no sort comes between them and the limit. When fewer
        // match (the estimate erred), the full-text index finds them all (`offset 0` keeps the
        // planner from walking the whole section in order instead).
        const dir = direction(windowDir);
        const order = `l.${column} ${dir}, l.id ${dir}`;
        ctes.push({
          text: `walk as (select w.* from me cross join q cross join lateral (
              ${select(`(select * from listings l where l.section = ? and l.status in (${LISTED_STATUS_LIST}) order by ${order} limit ${walk})`, true)}
              order by ${order} limit ${SEARCH_WINDOW}) w)`,
          params: [section.slug, ...params],
        });
        window = {
          text: `select * from walk where (select count(*) from walk) = ${SEARCH_WINDOW}
            union all
            select * from (select * from (${select('listings')} offset 0) m where (select count(*) from walk) < ${SEARCH_WINDOW} order by ${windowOrder} limit ${SEARCH_WINDOW}) found`,
          params,
        };
      } else {
        // Rarer words: the full-text index reads every match, the window is their first ones
        // (`offset 0`: with the tsquery a constant, the planner would rather walk the list's index
        // in order, with no bound on how far).
        window = { text: `select * from (${select('listings')} offset 0) m order by ${windowOrder} limit ${SEARCH_WINDOW}`, params };
      }
      base = {
        text: `select w.*, ${RANK_SQL} as rank from (${window.text}) w join listings l on l.id = w.id cross join q`,
        params: window.params,
      };
    }
    return pagedSql<ListingRow, T>(
      this.em,
      {
        with: { text: ctes.map((c) => c.text).join(', '), params: ctes.flatMap((c) => c.params) },
        base,
        orderBy: pageOrder,
        expand: { columns: 'item.*', joins: `cross join lateral (${itemSql(section, 'l.id = b.id')}) as item` },
      },
      page,
      map,
    );
  }

  /** The member's own listings of every section (or one), any status, newest first. */
  mine(
    userId: number,
    filter: { section?: string; status?: string },
    page: PageParams,
  ): Promise<Page<ListingSummaryDto>> {
    const where = ['l.user_id = ?'];
    const params: unknown[] = [userId];
    if (filter.section) {
      where.push('l.section = ?');
      params.push(filter.section);
    }
    if (filter.status) {
      where.push('l.status = ?');
      params.push(filter.status);
    }
    const dir = direction(page.order);
    return pagedSql<ListingSummaryRow, ListingSummaryDto>(
      this.em,
      {
        base: { text: `select l.id, l.created_at from listings l where ${where.join(' and ')}`, params },
        orderBy: `created_at ${dir}, id ${dir}`,
        expand: {
          columns: `l.id, l.section, l.title, l.category, l.location, l.price, l.currency, l.status, ${hiddenFlag('l')} as hidden, l.created_at, l.expires_at,
            (select i.file from listing_images i where i.listing_id = l.id order by i.position, i.id limit 1) as image,
            (select ${previewSql('i.file')} from listing_images i where i.listing_id = l.id order by i.position, i.id limit 1) as image_preview`,
          joins: 'join listings l on l.id = b.id',
        },
      },
      page,
      toListingSummaryDto,
    );
  }

  /** Writes a new listing, its details and images, in the caller's transaction; returns its id. */
  async insert(
    em: EntityManager,
    section: ListingSectionSpec,
    ownerId: number,
    core: Record<string, unknown>,
    details: Record<string, unknown>,
    images: string[],
  ): Promise<number> {
    const coreColumns = Object.keys(core);
    const row = await sqlOne<{ id: number }>(
      em,
      `insert into listings (section, user_id, expires_at, ${coreColumns.join(', ')})
       values (?, ?, now() + make_interval(days => ?), ${coreColumns.map(() => '?').join(', ')}) returning id`,
      [section.slug, ownerId, section.expiresInDays, ...coreColumns.map((c) => core[c])],
    );
    const id = row!.id;
    const names = detailFields(section).map((f) => f.name);
    await sql(
      em,
      `insert into ${detailTable(section)} (listing_id${names.map((n) => `, ${n}`).join('')}) values (?${names.map(() => ', ?').join('')})`,
      [id, ...names.map((n) => details[n] ?? null)],
    );
    await this.addImages(em, id, images, 0);
    return id;
  }

  /** Changes the given core columns and details (and the status; active renews it) of listing `id`. */
  async update(
    em: EntityManager,
    section: ListingSectionSpec,
    id: number,
    core: Record<string, unknown>,
    details: Record<string, unknown>,
    status: ListingStatus | undefined,
  ): Promise<void> {
    const sets = Object.keys(core).map((c) => `${c} = ?`);
    const params = Object.values(core);
    if (status) {
      sets.push('status = ?');
      params.push(status);
      if (status === 'active') {
        sets.push('expires_at = now() + make_interval(days => ?)', 'reminded_at = null');
        params.push(section.expiresInDays);
      }
    }
    await sql(em, `update listings set ${[...sets, 'updated_at = now()'].join(', ')} where id = ?`, [...params, id]);
    const names = Object.keys(details);
    if (names.length) {
      await sql(
        em,
        `update ${detailTable(section)} set ${names.map((n) => `${n} = ?`).join(', ')} where listing_id = ?`,
        [...names.map((n) => details[n]), id],
      );
    }
  }

  /** The files of a listing's images, in order. */
  async images(em: EntityManager, id: number): Promise<string[]> {
    const rows = await sql<{ file: string }>(
      em,
      'select file from listing_images where listing_id = ? order by position, id',
      [id],
    );
    return rows.map((r) => r.file);
  }

  /** Appends images after position `from`. */
  async addImages(em: EntityManager, id: number, files: string[], from: number): Promise<void> {
    if (!files.length) {
      return;
    }
    await sql(
      em,
      `insert into listing_images (listing_id, file, position)
       select ?, f.file, ? + f.ord - 1 from jsonb_array_elements_text(?::jsonb) with ordinality as f(file, ord)`,
      [id, from, JSON.stringify(files)],
    );
  }

  /** Keeps exactly `files` (in this order) of the listing's images. */
  async keepImages(em: EntityManager, id: number, files: string[]): Promise<void> {
    await sql(
      em,
      `with kept as (select f.file, f.ord from jsonb_array_elements_text(?::jsonb) with ordinality as f(file, ord)),
       gone as (delete from listing_images i where i.listing_id = ? and not exists (select 1 from kept where kept.file = i.file))
       update listing_images i set position = kept.ord - 1 from kept where i.listing_id = ? and i.file = kept.file`,
      [JSON.stringify(files), id, id],
    );
  }

  async delete(em: EntityManager, id: number): Promise<void> {
    await sql(em, 'delete from listings where id = ?', [id]);
  }
}
