import { useEffect, useRef } from 'react';

/** Spec §9: more is loaded once 80% of the page has been scrolled, checked at most every 150 ms. */
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

interface Options {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * Infinite scroll on the window: calls `onLoadMore` when the member has scrolled past 80% of the
 * page, and again after each load while the page is still too short to scroll.
 */
export function useInfiniteScroll({ hasMore, loading, onLoadMore }: Options): void {
  const latest = useRef({ hasMore, loading, onLoadMore });
  useEffect(() => {
    latest.current = { hasMore, loading, onLoadMore };
  });

  const check = useRef(() => {
    const { hasMore: more, loading: busy, onLoadMore: load } = latest.current;
    const ratio = scrolledRatio();
    if (more && !busy && ratio !== null && ratio >= SCROLL_THRESHOLD) {
      load();
    }
  });

  useEffect(() => {
    const throttled = throttle(() => check.current(), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', throttled.run, { passive: true });
    window.addEventListener('resize', throttled.run);
    return () => {
      window.removeEventListener('scroll', throttled.run);
      window.removeEventListener('resize', throttled.run);
      throttled.cancel();
    };
  }, []);

  useEffect(() => {
    if (!loading && hasMore) {
      check.current();
    }
  }, [loading, hasMore]);
}
