import type { QueryClient } from '@tanstack/react-query';

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
