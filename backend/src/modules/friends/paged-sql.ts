import type { EntityManager } from '@mikro-orm/postgresql';
import { toPage, type Page, type PageParams } from '../../common/paging/paging';
import { sql } from '../../database/sql';

export interface SqlQuery {
  text: string;
  params: readonly unknown[];
}

/**
 * What a page's rows are completed with, after slicing: `columns` over the sliced base row `b`
 * and the `joins` (which may take parameters), so costly columns are computed for one page only.
 */
export interface PageExpansion {
  columns: string;
  joins: string;
  params?: readonly unknown[];
}

/**
 * One page of a plain SQL list and its total, as one query (DESIGN §10): `base` is evaluated
 * once, counted, and sliced by `orderBy` (expressions over base's columns), then optionally
 * expanded. The count row comes back even when the page is past the end, so `total` is always
 * right (rows of an empty page have a null id).
 */
export function pagedQuery(base: SqlQuery, orderBy: string, p: PageParams, expand?: PageExpansion): SqlQuery {
  return {
    text: `with base as (${base.text})
     select c._total, page.* from (select count(*)::int as _total from base) c
     left join lateral (
       select ${expand ? `${expand.columns}, b._rn` : 'b.*'} from (
         select b.*, row_number() over (order by ${orderBy}) as _rn from base b order by ${orderBy} limit ? offset ?
       ) b ${expand?.joins ?? ''}
     ) page on true
     order by page._rn`,
    params: [...base.params, p.take, p.offset, ...(expand?.params ?? [])],
  };
}

/** Runs `pagedQuery` and maps the rows of the page. */
export async function pagedSql<R extends { id: number | null }, T>(
  em: EntityManager,
  base: SqlQuery,
  orderBy: string,
  p: PageParams,
  map: (row: R) => T,
  expand?: PageExpansion,
): Promise<Page<T>> {
  const query = pagedQuery(base, orderBy, p, expand);
  return pageOf(await sql<R & { _total: number }>(em, query.text, query.params), p, map);
}

/** The page from the rows of a `pagedQuery`. */
export function pageOf<R extends { id: number | null }, T>(rows: (R & { _total: number })[], p: PageParams, map: (row: R) => T): Page<T> {
  return toPage(
    rows.filter((r) => r.id !== null).map((r) => map(r)),
    rows[0]?._total ?? 0,
    p,
  );
}

/** Escapes LIKE's wildcards so a search for "50%" or "a_b" matches those characters. */
export const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** At most this many words of a search are used. */
export const MAX_SEARCH_WORDS = 5;

/** The words of a search box, lower-cased by SQL later; empty when there is nothing to look for. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/**
 * The text a member is searched by, exactly the expression of the trigram index
 * `users_search_trgm`, so the planner can use it.
 */
export const searchableSql = (u: string) => `immutable_unaccent(lower(${u}.first_name || ' ' || ${u}.last_name || ' ' || ${u}.username))`;

/** Every word must occur in the member's name or username, ignoring case and accents. */
export function nameFilter(u: string, words: string[]): { text: string; params: string[] } {
  if (!words.length) {
    return { text: 'true', params: [] };
  }
  return {
    text: words.map(() => `${searchableSql(u)} like '%' || immutable_unaccent(lower(?)) || '%'`).join(' and '),
    params: words.map(escapeLike),
  };
}
