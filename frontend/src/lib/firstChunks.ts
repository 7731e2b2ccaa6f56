import { LISTING_SECTION_SLUGS } from '@plaza/sdk/section-slugs';
import { FIRST_CHUNKS_ID, type FirstPage } from './firstPages';
import { SESSION_KEYS } from './session';

/** Which of FIRST_PAGES the address opens, for a visitor or a member (the routes of app/AppRoutes.tsx). */
export function firstPageOf(pathname: string, signedIn: boolean): FirstPage | null {
  if (pathname === '/') {
    return signedIn ? 'feed' : 'landing';
  }
  if (!signedIn && (pathname === '/login' || pathname === '/register')) {
    return pathname === '/login' ? 'signIn' : 'register';
  }
  if (signedIn && /^\/show_chat(\/\d+)?\/?$/.test(pathname)) {
    return 'chat';
  }
  if (signedIn && /^\/admin(\/|$)/.test(pathname)) {
    return 'console';
  }
  const [, slug, id] = /^\/([a-z_]+)(?:\/(\d+))?\/?$/.exec(pathname) ?? [];
  if (slug && (LISTING_SECTION_SLUGS as readonly string[]).includes(slug)) {
    return id ? 'listing' : 'listings';
  }
  return null;
}

/**
 * Preloads the chunks of the page at this address, which the app would only ask for once its own
 * code had run (a second round trip on a phone, the wait before a page's largest paint).
 */
export function preloadFirstChunks(): void {
  const signedIn = localStorage.getItem(SESSION_KEYS.accessToken) !== null;
  const page = firstPageOf(location.pathname, signedIn);
  const data = document.getElementById(FIRST_CHUNKS_ID)?.textContent;
  if (!page || !data) {
    return;
  }
  const files = (JSON.parse(data) as Partial<Record<FirstPage, string[]>>)[page] ?? [];
  preload(files, 0);
}

/** Links per task: each starts a request, ~3 ms of the main thread at 4x CPU (a console's 20 made one long task). */
const PER_TASK = 6;

/** The page's own chunk comes first in its list, so the first task starts it. */
function preload(files: string[], from: number): void {
  for (const file of files.slice(from, from + PER_TASK)) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
      link.crossOrigin = '';
    }
    link.href = `/${file}`;
    document.head.append(link);
  }
  if (from + PER_TASK < files.length) {
    setTimeout(() => preload(files, from + PER_TASK), 0);
  }
}
