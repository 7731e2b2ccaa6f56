import { useEffect, useRef, type RefObject } from 'react';

/** Spec §9: more is loaded once 80 % of the list is scrolled through, checked at most every 150 ms. */
export const SCROLL_THRESHOLD = 0.8;
export const SCROLL_THROTTLE_MS = 150;

/** Runs `fn` at most once per `wait` ms: at once, then once more at the end of a burst. */
export function throttle(fn: () => void, wait: number): { run: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    run() {
      const now = Date.now();
      const left = wait - (now - last);
      if (left <= 0) {
        last = now;
        fn();
      } else {
        timer ??= setTimeout(() => {
          timer = null;
          last = Date.now();
          fn();
        }, left);
      }
    },
    cancel() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
    },
  };
}

/** How far down the page the bottom of the window is, from 0 to 1 (null before there is a page). */
export function scrolledRatio(): number | null {
  const height = document.documentElement.scrollHeight;
  if (height <= 0) {
    return null;
  }
  return (window.scrollY + window.innerHeight) / height;
}

/** How far through a scrollable element the member has scrolled, from 0 (where it starts) to 1. */
export function elementProgress(el: HTMLElement, direction: 'down' | 'up'): number {
  const range = el.scrollHeight - el.clientHeight;
  if (range <= 0) {
    return 1;
  }
  const fromStart = direction === 'down' ? el.scrollTop : range - el.scrollTop;
  return fromStart / range;
}

export interface InfiniteScrollOptions {
  /** The scrollable element; without it, the window (a page that grows at the bottom). */
  target?: RefObject<HTMLElement | null>;
  /** 'down' for lists that grow at the bottom, 'up' for a chat's history above its newest message. */
  direction?: 'down' | 'up';
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Changes when items are added: a list that does not fill its box yet asks for more. */
  itemCount?: number;
}

/**
 * Infinite scroll, for a scrollable element or the window: calls `onLoadMore` when the member has
 * scrolled through 80 % of it (checked at most every 150 ms), and again after each load while it
 * is still too short to scroll.
 */
export function useInfiniteScroll(options: InfiniteScrollOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const check = useRef(() => {
    const { target: ref, direction = 'down', hasMore: more, loading: busy, onLoadMore } = latest.current;
    if (!more || busy) {
      return;
    }
    const el = ref?.current;
    const ratio = ref ? (el ? elementProgress(el, direction) : null) : scrolledRatio();
    if (ratio !== null && ratio >= SCROLL_THRESHOLD) {
      onLoadMore();
    }
  });

  const { target, hasMore, loading, itemCount = 0 } = options;
  useEffect(() => {
    const source: HTMLElement | Window | null = target ? target.current : window;
    if (!source) {
      return undefined;
    }
    const throttled = throttle(() => check.current(), SCROLL_THROTTLE_MS);
    source.addEventListener('scroll', throttled.run, { passive: true });
    if (!target) {
      window.addEventListener('resize', throttled.run);
    }
    return () => {
      source.removeEventListener('scroll', throttled.run);
      window.removeEventListener('resize', throttled.run);
      throttled.cancel();
    };
  }, [target]);

  // A list too short to scroll can never be scrolled through: load more right away (a hidden
  // element, with no height at all, waits until it is shown).
  useEffect(() => {
    if (loading || !hasMore) {
      return;
    }
    if (!target) {
      check.current();
      return;
    }
    const el = target.current;
    if (el && itemCount > 0 && el.clientHeight > 0 && el.scrollHeight <= el.clientHeight) {
      latest.current.onLoadMore();
    }
  }, [target, hasMore, loading, itemCount]);
}
