import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top, as a page load does: without it, a link followed (or a form sent)
 * from far down a long page on a phone lands as far down the next one, which can look empty.
 * Back and forward keep the browser's own restoring; a change of query string only (a tab) stays put.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type !== 'POP') {
      window.scrollTo(0, 0);
    }
    // Only a new path scrolls, however it was reached.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
