import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';

/*
 * Big renders after the first paint, in transitions: React draws them in slices of a few
 * milliseconds, between which a phone still answers, instead of one long task.
 */

/**
 * A list's first `first` items at once and the rest in a transition. The first paint waits only
 * for what a phone's screen shows. Items that come later (a next page, a live one) are shown at once.
 */
export function useFirstItems<T>(items: readonly T[], first: number): readonly T[] {
  const [all, setAll] = useState(false);
  const more = items.length > first;
  useEffect(() => {
    if (more && !all) {
      startTransition(() => setAll(true));
    }
  }, [more, all]);
  return all || !more ? items : items.slice(0, first);
}

/**
 * A query's data, drawn in a transition after the update that brings it (which React renders at
 * once, the store being external). `key` names what the data is of (a listing's id, a query's
 * hash): data of another key, still deferred, is never returned. Undefined until then.
 */
export function useDeferredData<T>(key: string | number, data: T | undefined): T | undefined {
  const deferred = useDeferredValue(useMemo(() => ({ key, data }), [key, data]));
  return deferred.key === key ? deferred.data : undefined;
}
