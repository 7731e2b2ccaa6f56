import { LISTING_SLUGS } from '../features/listings';

type Loader = () => Promise<unknown>;

const listings = [...LISTING_SLUGS].join('|');
const withQueries = (load: Loader): Loader => () => Promise.all([load(), import('../lib/QueryProvider')]);

/**
 * The chunks of the pages a link leads to, by path: the same `import()`s as the routes' lazy pages,
 * so a prefetched chunk is the one the route then renders (the browser and Vite keep it).
 */
const ROUTES: [RegExp, Loader][] = [
  [/^\/login$/, () => import('../features/auth/LoginPage')],
  [/^\/register$/, () => import('../features/auth/RegisterPage')],
  [/^\/show_chat(\/|$)/, withQueries(() => import('../features/chats/ChatsPage'))],
  [/^\/notifications$/, withQueries(() => import('../features/notifications/NotificationsPage'))],
  [/^\/friends$/, withQueries(() => import('../features/friends/FriendsPage'))],
  [/^\/profile$/, withQueries(() => import('../features/users/ProfilePage'))],
  [/^\/u\/[^/]+$/, withQueries(() => import('../features/profiles/OtherProfilePage'))],
  [new RegExp(`^/(${listings})$`), withQueries(() => Promise.all([import('../features/listings/ListingsPage'), import('../features/listings/registry')]))],
  [new RegExp(`^/(${listings})/\\d+$`), withQueries(() => Promise.all([import('../features/listings/ListingDetailPage'), import('../features/listings/registry')]))],
];

const started = new Set<Loader>();

/** Starts loading the chunk of the page at `path` (once), when it is one of ROUTES. */
export function prefetchPath(path: string): void {
  const loader = ROUTES.find(([pattern]) => pattern.test(path))?.[1];
  if (loader && !started.has(loader)) {
    started.add(loader);
    // A failed prefetch is retried by the navigation itself.
    loader().catch(() => started.delete(loader));
  }
}

function onIntent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link instanceof HTMLAnchorElement && link.origin === location.origin && link.pathname !== location.pathname) {
    prefetchPath(link.pathname);
  }
}

/**
 * Loads the next page's chunk as soon as a member shows the intent to open it (pointer over a
 * link, a touch, keyboard focus): the ~100–300 ms before the click are usually enough on a phone.
 */
export function prefetchOnIntent(): () => void {
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  events.forEach((type) => document.addEventListener(type, onIntent, { passive: true, capture: true }));
  return () => events.forEach((type) => document.removeEventListener(type, onIntent, { capture: true }));
}
