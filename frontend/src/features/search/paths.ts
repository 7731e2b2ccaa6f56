/** The results page. */
export const SEARCH_PATH = '/search';

/** The results page of a search, on one type's tab (or all of them). */
export function searchPath(q: string, type?: string): string {
  const params = new URLSearchParams({ q });
  if (type) {
    params.set('type', type);
  }
  return `${SEARCH_PATH}?${params.toString()}`;
}

/** A result that lives on another site (a bookmark): opened in a new tab, not routed. */
export const isExternal = (path: string) => /^https?:\/\//i.test(path);
