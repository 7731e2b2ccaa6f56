import { Inject, Injectable, type Type } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../database/sql';
import { pagedQuery, type PagedRow, type SqlQuery } from '../sql/paged';

/** A type of result site search answers (a domain may answer several: listings, one per section). */
export interface SearchTypeInfo {
  /** Its name in `types=` and in the answer: `posts`, `blogs`, `marketplaces`… */
  type: string;
  /** How the search page names its tab. */
  label: string;
  /** Only members search it (storage, bookmarks, members, posts); visitors never see the type. */
  membersOnly?: boolean;
}

/** One search, resolved once for every searcher (see `search-query.ts`). */
export interface SiteSearch {
  /** The viewer, or null for a visitor (who sees only what is public). */
  viewerId: number | null;
  /** The words as typed (`search-query.ts`' searchTerms), for searches of their own (members). */
  terms: string[];
  /** Every word as a prefix, or one typo away (tsquery text). */
  query: string;
  /** Every word as typed (tsquery text): exact matches rank first. */
  exact: string;
}

/** One result, as the search box and the results page show it. */
export interface SearchHitRow {
  id: number;
  title: string;
  excerpt: string;
  /** A picture of it (a path under /storage/), or null. */
  image: string | null;
  /** Where the app shows it. */
  path: string;
  /** A line more: a listing's price, an event's date, a member's username… */
  detail: string | null;
  /** A listing's price, with its currency; an event's start. */
  price: string | number | null;
  currency: string | null;
  starts_at: Date | string | null;
  created_at: Date | string;
}

/** One type's page of results and how many there are (at most SEARCH_WINDOW). */
export interface SearchGroupRows {
  type: string;
  total: number;
  items: SearchHitRow[];
}

/**
 * What a domain contributes to site search (its descriptor's `search`): the types it answers and
 * the search itself, with the same visibility rules as its own pages. A provider of its module.
 */
export interface Searcher {
  readonly types: readonly SearchTypeInfo[];
  /** The groups of `types` (each one of this searcher's) for `search`: a page of `take` from `offset`. */
  search(search: SiteSearch, types: readonly string[], take: number, offset: number): Promise<SearchGroupRows[]>;
}

export type SearcherClass = Type<Searcher>;

/**
 * Each type reads at most this many matches, the newest first, and ranks them: what makes a
 * search for a word in every row cost the same as a rare one (so `total` is capped at it). Newest
 * is by id, whose primary key PostgreSQL can walk backwards and stop at the window for a common
 * word, where ordering by date would fetch and sort every match. Two common words walk window ÷
 * their share of rows: 100 rather than 200 halved that (docs/decisions.md#site-search).
 */
export const SEARCH_WINDOW = 100;

/**
 * SQL over `x` (having `search_vector` and `created_at`) and `q`: title words weigh more than the
 * rest, exact words more than typos, and a match loses half its weight over its first month.
 */
export const SEARCH_SCORE =
  '(ts_rank(x.search_vector, q.query) + ts_rank(x.search_vector, q.exact)) * (1 + 1 / (1 + extract(epoch from now() - x.created_at) / 2592000))';

/** What `searchPage` needs of one type: its rows `x` and how a hit is written. */
export interface SearchSource {
  /** FROM item with alias `x` (and joins), after `me` and `q` (a `lateral` subquery may use them). */
  from: string;
  /** How one row `x` and the joins its hit columns use are read by id (default `from`), after `me`. */
  itemFrom?: string;
  /** Extra conditions over `x`, `me` (id null for a visitor): what the viewer may see. */
  visible: string;
  /** SQL of each hit column, over `x` and the joins of `itemFrom`, and `me`. */
  title: string;
  excerpt: string;
  image: string;
  path: string;
  detail?: string;
  price?: string;
  currency?: string;
  starts_at?: string;
  /** ORDER BY of "newest" when an index serves it better than the primary key (default `x.id desc`). */
  newest?: string;
}

/** SQL: the hit columns of row `b.id` (a lateral subquery, after `me`). */
const hitColumns = (source: SearchSource) =>
  `select ${source.title} as title, ${source.excerpt} as excerpt, ${source.image} as image, ${source.path} as path,
          ${source.detail ?? 'null::text'} as detail, ${source.price ?? 'null::numeric'} as price,
          ${source.currency ?? 'null::text'} as currency, ${source.starts_at ?? 'null::timestamptz'} as starts_at
     from me cross join ${source.itemFrom ?? source.from} where x.id = b.id limit 1`;

const SEARCH_CTES = 'me as (select ?::int as id), q as (select ?::tsquery as query, ?::tsquery as exact)';

/**
 * One type's page of a site search over a table with a `search_vector`: the newest SEARCH_WINDOW
 * matches the viewer may see, ranked by SEARCH_SCORE, counted and sliced as one query. The hit's
 * columns are computed for the page's rows only: an excerpt's regexp over the whole window cost
 * more than the search itself (docs/decisions.md#site-search).
 */
export function searchPage(search: SiteSearch, source: SearchSource, take: number, offset: number): SqlQuery {
  return pagedQuery(
    {
      with: { text: SEARCH_CTES, params: [search.viewerId, search.query, search.exact] },
      base: {
        text: `select x.id, x.created_at, ${SEARCH_SCORE} as score
                 from me cross join q cross join ${source.from}
                where x.search_vector @@ q.query and ${source.visible}
                order by ${source.newest ?? 'x.id desc'} limit ${SEARCH_WINDOW}`,
        params: [],
      },
      orderBy: 'b.score desc, b.id desc',
      expand: {
        columns: 'b.id, b.created_at, h.*',
        joins: `cross join lateral (${hitColumns(source)}) h`,
      },
    },
    { take, offset, page: 1, order: 'desc' },
  );
}

/** Several types that are one table told apart by a column (listing sections): `by` is its SQL over `x`. */
export interface PartitionedSource extends SearchSource {
  by: string;
}

/**
 * `searchPage` for several types of one table as one query: each type's own window (`by` = the
 * type, newest first), ranked and sliced within it. One plan instead of one per type: planning
 * thirteen listing sections cost more than searching them. Rows: `type`, `_total`, the page's hits.
 */
export function searchPartitions(search: SiteSearch, source: PartitionedSource, types: readonly string[], take: number, offset: number): SqlQuery {
  return {
    text: `with ${SEARCH_CTES},
     base as (
       select s.type, w.id, w.created_at, row_number() over (partition by s.type order by w.score desc, w.id desc) as _rn
         from jsonb_array_elements_text(?::jsonb) s(type)
         cross join lateral (
           select x.id, x.created_at, ${SEARCH_SCORE} as score
             from me cross join q cross join ${source.from}
            where x.search_vector @@ q.query and ${source.by} = s.type and ${source.visible}
            order by ${source.newest ?? 'x.id desc'} limit ${SEARCH_WINDOW}
         ) w
     ),
     totals as (select type, count(*)::int as _total from base group by type)
     select t.type, t._total, page.* from totals t
     left join lateral (
       select b.id, b.created_at, h.*, b._rn from base b cross join lateral (${hitColumns(source)}) h
        where b.type = t.type and b._rn > ? and b._rn <= ?
     ) page on true
     order by t.type, page._rn`,
    params: [search.viewerId, search.query, search.exact, JSON.stringify(types), offset, offset + take],
  };
}

/** A searcher of the types of one `PartitionedSource`, one query for all of them. */
export function partitionedSearcher(infos: readonly SearchTypeInfo[], source: PartitionedSource): SearcherClass {
  @Injectable()
  class PartitionedSearcher implements Searcher {
    readonly types = infos;

    constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

    async search(search: SiteSearch, types: readonly string[], take: number, offset: number): Promise<SearchGroupRows[]> {
      const query = searchPartitions(search, source, types, take, offset);
      const rows = await sql<PagedRow<SearchHitRow & { id: number | null; type: string }>>(this.em, query.text, query.params);
      return types.map((type) => groupOf(type, rows.filter((r) => r.type === type)));
    }
  }
  return PartitionedSearcher;
}

/** Runs `searchPage` for one type and answers its group. */
export async function searchGroup(em: EntityManager, type: string, search: SiteSearch, source: SearchSource, take: number, offset: number): Promise<SearchGroupRows> {
  const query = searchPage(search, source, take, offset);
  return groupOf(type, await sql<PagedRow<SearchHitRow & { id: number | null }>>(em, query.text, query.params));
}

/** A type's group from the rows of a paged search query. */
export function groupOf(type: string, rows: PagedRow<SearchHitRow & { id: number | null }>[]): SearchGroupRows {
  return { type, total: rows[0]?._total ?? 0, items: rows.filter((r): r is PagedRow<SearchHitRow> => r.id !== null) };
}

/** SQL: the first `max` characters of text `t`, whitespace collapsed. */
export const excerptSql = (t: string, max = 160) => `left(regexp_replace(${t}, '\\s+', ' ', 'g'), ${max})`;

/** One type of a `tableSearcher`. */
export interface SearchedTable {
  info: SearchTypeInfo;
  source: SearchSource;
}

/** A searcher of types that each read one table with a `search_vector` (`searchPage`): one query per type. */
export function tableSearcher(tables: readonly SearchedTable[]): SearcherClass {
  @Injectable()
  class TableSearcher implements Searcher {
    readonly types = tables.map((t) => t.info);

    constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

    search(search: SiteSearch, types: readonly string[], take: number, offset: number): Promise<SearchGroupRows[]> {
      return Promise.all(
        tables.filter((t) => types.includes(t.info.type)).map((t) => searchGroup(this.em, t.info.type, search, t.source, take, offset)),
      );
    }
  }
  return TableSearcher;
}
