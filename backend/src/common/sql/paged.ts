import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type SqlOptions } from '../../database/sql';
import { toPage, type Page, type PageParams } from '../paging/paging';

/** A piece of plain SQL and its parameters, in the order their `?` appear. */
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

/** The one way a paged list is read in plain SQL (see `pagedQuery`). */
export interface PagedQueryOptions {
  /** CTEs `base` reads, written before it (e.g. `ME_CTE` and a target row), with their parameters. */
  with?: SqlQuery;
  /** The whole list, one row per item: at least `id` and the columns `orderBy` uses. */
  base: SqlQuery;
  /** ORDER BY over base's columns; written into the SQL, so never user text. */
  orderBy: string;
  /** Columns of the total row computed over the CTEs, without parameters (e.g. `exists (select 1 from target) as found`). */
  extra?: string;
  /** Completes the rows of the page only. */
  expand?: PageExpansion;
}

/** A row of a `pagedQuery`: the item's columns (all null on an empty page) plus the total. */
export type PagedRow<R> = R & { _total: number };

/**
 * One page of a plain SQL list and its total, as one query (DESIGN §10): `base` is evaluated
 * once, counted, and sliced by `orderBy`, then optionally expanded. The count row comes back even
 * when the page is past the end, so `total` (and `extra`) are always there; rows of an empty page
 * have a null id. Parameters: those of `with`, `base`, then take and offset, then `expand`'s.
 */
export function pagedQuery(options: PagedQueryOptions, p: PageParams): SqlQuery {
  const { base, orderBy, expand } = options;
  const ctes = options.with ? `${options.with.text}, ` : '';
  return {
    text: `with ${ctes}base as (${base.text})
     select c._total${options.extra ? `, ${options.extra}` : ''}, page.* from (select count(*)::int as _total from base) c
     left join lateral (
       select ${expand ? `${expand.columns}, b._rn` : 'b.*'} from (
         select b.*, row_number() over (order by ${orderBy}) as _rn from base b order by ${orderBy} limit ? offset ?
       ) b ${expand?.joins ?? ''}
     ) page on true
     order by page._rn`,
    params: [...(options.with?.params ?? []), ...base.params, p.take, p.offset, ...(expand?.params ?? [])],
  };
}

/** The page from the rows of a `pagedQuery`. */
export function pageOf<R extends { id: number | null }, T>(rows: PagedRow<R>[], p: PageParams, map: (row: R) => T): Page<T> {
  return toPage(
    rows.filter((r) => r.id !== null).map((r) => map(r)),
    rows[0]?._total ?? 0,
    p,
  );
}

/** Runs a `pagedQuery` and returns its raw rows (to read `extra` columns before mapping). */
export function pagedRows<R extends { id: number | null }>(
  em: EntityManager,
  options: PagedQueryOptions,
  p: PageParams,
  sqlOptions?: SqlOptions,
): Promise<PagedRow<R>[]> {
  const query = pagedQuery(options, p);
  return sql<PagedRow<R>>(em, query.text, query.params, sqlOptions);
}

/** Runs a `pagedQuery` and maps the rows of the page. */
export async function pagedSql<R extends { id: number | null }, T>(
  em: EntityManager,
  options: PagedQueryOptions,
  p: PageParams,
  map: (row: R) => T,
): Promise<Page<T>> {
  return pageOf(await pagedRows<R>(em, options, p), p, map);
}
