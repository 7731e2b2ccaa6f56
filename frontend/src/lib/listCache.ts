import type { PageMetaDto } from '@plaza/sdk';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/**
 * Helpers for lists cached by TanStack Query: the page shapes, infinite paging, and patches that
 * put a new item in front, take one out, or change an object wherever it is cached.
 */


type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

/**
 * Walks cached server data (pages, lists, nested objects) and replaces every object `match`
 * accepts with `patch(object)`. Untouched branches keep their identity, so only the views showing
 * a changed object render again.
 */
export function patchDeep<T>(value: T, match: (object: Json) => boolean, patch: (object: Json) => Json): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) {
      let changed = false;
      const next = node.map((item) => {
        const out = walk(item);
        changed ||= out !== item;
        return out;
      });
      return changed ? next : node;
    }
    if (!isObject(node)) {
      return node;
    }
    let current: Json = node;
    if (match(node)) {
      current = patch(node);
    }
    let copy: Json | null = null;
    for (const [key, child] of Object.entries(current)) {
      const out = walk(child);
      if (out !== child) {
        copy ??= { ...current };
        copy[key] = out;
      }
    }
    return copy ?? current;
  };
  return walk(value) as T;
}

/** Applies `patchDeep` to every cached query but the session's own (`['auth', ...]`). */
export function patchAllQueries(
  queryClient: QueryClient,
  match: (object: Json) => boolean,
  patch: (object: Json) => Json,
): void {
  queryClient.setQueriesData(
    { predicate: (query) => query.queryKey[0] !== 'auth' && query.state.data !== undefined },
    (data: unknown) => patchDeep(data, match, patch),
  );
}

/** A member as the API lists them: an id, a name and a presence. */
export function isCachedUser(object: Json, id: number): boolean {
  return object.id === id && 'first_name' in object && 'is_online' in object;
}

/** A page of a list as the API sends it (`{ data, total, page, take, from, to, last_page }`). */
export type Paged<T> = PageMetaDto & { data: T[] };

export type Pages<T> = InfiniteData<Paged<T>, number>;

/** The next page while the loaded ones (to) are fewer than total (spec §4). */
export function nextPage<T>(last: Paged<T>): number | undefined {
  return last.to < last.total && last.data.length > 0 ? last.page + 1 : undefined;
}

/** The items of every loaded page, each once (an item added here shifts the server's pages). */
export function flatUnique<T extends { id: number }>(data: InfiniteData<Paged<T>, unknown> | undefined): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.data) {
      if (!seen.has(item.id)) {
        seen.add(item.id);
        out.push(item);
      }
    }
  }
  return out;
}

/**
 * Puts `item` in front of the first cached page of the infinite list at `key` (if that list is
 * cached and does not hold it yet).
 */
export function prependTo<T extends { id: number }>(queryClient: QueryClient, key: readonly unknown[], item: T): void {
  queryClient.setQueryData<Pages<T>>(key, (data) => {
    if (!data || data.pages.length === 0 || data.pages.some((page) => page.data.some((x) => x.id === item.id))) {
      return data;
    }
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first, data: [item, ...first.data], total: first.total + 1, to: first.to + 1 }, ...rest] };
  });
}

/** Takes the item with `id` out of every cached page of the lists under `key`. */
export function removeFrom(queryClient: QueryClient, key: readonly unknown[], id: number): void {
  queryClient.setQueriesData<Pages<{ id: number }>>({ queryKey: key }, (data) => {
    if (!data?.pages) {
      return data;
    }
    return {
      ...data,
      pages: data.pages.map((page) =>
        page.data.some((item) => item.id === id)
          ? { ...page, data: page.data.filter((item) => item.id !== id), total: page.total - 1, to: page.to - 1 }
          : page,
      ),
    };
  });
}


/** Puts `item` in front of the one cached page at `key` (if cached and not there yet), keeping at most `max` items. */
export function prependToPage<T extends { id: number }>(queryClient: QueryClient, key: readonly unknown[], item: T, max?: number): void {
  queryClient.setQueryData<Paged<T>>(key, (page) =>
    page && !page.data.some((x) => x.id === item.id)
      ? { ...page, data: [item, ...page.data].slice(0, max ?? page.data.length + 1), total: page.total + 1 }
      : page,
  );
}
