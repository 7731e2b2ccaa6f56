import { LISTING_SECTION_SLUGS } from '@plaza/sdk/section-slugs';
import { FIRST_CHUNKS_ID, type FirstPage } from './firstPages';
import { SESSION_KEYS, STAFF_ROLES } from './session';

/** Who opens the page, as the stored session tells before the app runs. */
export type Viewer = 'visitor' | 'member' | 'staff';

/** Which of FIRST_PAGES the address opens for `viewer` (the routes of app/AppRoutes.tsx). */
export function firstPageOf(pathname: string, viewer: Viewer): FirstPage | null {
  const signedIn = viewer !== 'visitor';
  if (pathname === '/') {
    return signedIn ? 'feed' : 'landing';
  }
  if (!signedIn && (pathname === '/login' || pathname === '/register')) {
    return pathname === '/login' ? 'signIn' : 'register';
  }
  if (signedIn && /^\/show_chat(\/\d+)?\/?$/.test(pathname)) {
    return 'chat';
  }
  // Only staff get the console (129 KB gzip); a member at /admin is told it is not for them.
  if (viewer === 'staff' && /^\/admin(\/|$)/.test(pathname)) {
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
  const page = firstPageOf(location.pathname, storedViewer());
  const data = document.getElementById(FIRST_CHUNKS_ID)?.textContent;
  if (!page || !data) {
    return;
  }
  const files = (JSON.parse(data) as Partial<Record<FirstPage, string[]>>)[page] ?? [];
  preload(files, 0);
}

function storedViewer(): Viewer {
  if (localStorage.getItem(SESSION_KEYS.accessToken) === null) {
    return 'visitor';
  }
  try {
    const user = JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? 'null') as { role?: unknown } | null;
    return typeof user?.role === 'string' && STAFF_ROLES.has(user.role) ? 'staff' : 'member';
  } catch {
    return 'member';
  }
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
