import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../database/sql';

/** Rows read per query by `keyset`. */
export const KEYSET_PAGE = 1000;

/**
 * The rows of `query`, read page by page on a key (keyset paging, never OFFSET) and yielded one
 * at a time, so an export of a large account never holds more than a page. `query` ends with
 * `… and <key> > ? order by <key> limit ?`: the last key seen and the page size are appended to
 * `params`; each row must carry the key column (`key`, default `id`), increasing.
 */
export async function* keyset<T extends object = Record<string, unknown>>(
  em: EntityManager,
  query: string,
  params: readonly unknown[],
  options: { key?: string; pageSize?: number; start?: unknown } = {},
): AsyncGenerator<T> {
  const key = options.key ?? 'id';
  const size = options.pageSize ?? KEYSET_PAGE;
  let after: unknown = options.start ?? 0;
  for (;;) {
    const rows = await sql<T>(em, query, [...params, after, size]);
    for (const row of rows) {
      yield row;
    }
    if (rows.length < size) {
      return;
    }
    after = (rows[rows.length - 1] as Record<string, unknown>)[key];
  }
}

/** Maps each row of an async iterable (e.g. to drop a column before it is exported). */
export async function* mapRows<T, U>(rows: AsyncIterable<T>, map: (row: T) => U): AsyncGenerator<U> {
  for await (const row of rows) {
    yield map(row);
  }
}

/** A list of ids as one `?::int[]` parameter (the driver would spread a JS array into a list). */
export const intArray = (ids: readonly unknown[]): string => `{${ids.map(Number).join(',')}}`;
