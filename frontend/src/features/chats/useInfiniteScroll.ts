import { useEffect, useRef, type RefObject } from 'react';

/** Spec §9: more is loaded once 80 % of the list is scrolled through, checked at most every 150 ms. */
export const SCROLL_THRESHOLD = 0.8;
export const SCROLL_THROTTLE_MS = 150;

interface Options {
  /** 'down' for lists that grow at the bottom, 'up' for a chat's history above its newest message. */
  direction: 'down' | 'up';
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Changes when items are added: a list that does not fill its box yet asks for more. */
  itemCount: number;
}

/** How far through the list the member has scrolled, from 0 (where it starts) to 1. */
function progress(el: HTMLElement, direction: Options['direction']): number {
  const range = el.scrollHeight - el.clientHeight;
  if (range <= 0) {
    return 1;
  }
  const fromStart = direction === 'down' ? el.scrollTop : range - el.scrollTop;
  return fromStart / range;
}

/** Calls `onLoadMore` when the scrollable element `ref` is scrolled past the threshold. */
export function useInfiniteScroll(ref: RefObject<HTMLElement | null>, options: Options): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) {
      return undefined;
    }
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const check = () => {
      last = Date.now();
      timer = null;
      const { hasMore, loading, onLoadMore, direction } = latest.current;
      if (hasMore && !loading && progress(el, direction) >= SCROLL_THRESHOLD) {
        onLoadMore();
      }
    };
    const onScroll = () => {
      if (timer) {
        return;
      }
      const wait = SCROLL_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) {
        check();
      } else {
        timer = setTimeout(check, wait);
      }
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      if (timer) {
        clearTimeout(timer);
      }
    };
  }, [ref]);

  // A list too short to scroll can never be scrolled through: load more right away (a hidden
  // list, with no height at all, waits until it is shown).
  const { hasMore, loading, itemCount } = options;
  useEffect(() => {
    const el = ref.current;
    if (el && hasMore && !loading && itemCount > 0 && el.clientHeight > 0 && el.scrollHeight <= el.clientHeight) {
      latest.current.onLoadMore();
    }
  }, [ref, hasMore, loading, itemCount]);
}
