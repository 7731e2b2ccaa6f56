import { LISTING_SECTION_SLUGS } from '@plaza/sdk/section-slugs';
import { LISTING_CARD_SIZES, LISTING_GALLERY_SIZES, PHOTO_WIDTHS, photoSrcSet } from './photos';
import { SESSION_KEYS } from './session';

/** Listings per page of a section's list. */
export const LISTINGS_PAGE_SIZE = 12;
/** Posts per page of a member's feed. */
export const FEED_PAGE_SIZE = 10;
/** Messages per page of a chat. */
export const CHAT_PAGE_SIZE = 10;

/** A read a page starts with, and the photo of its answer the page shows first (its LCP). */
interface FirstRead {
  url: string;
  photo(body: unknown): { file: string; sizes: string } | null;
}

type Listing = { image?: string | null; images?: string[] };

const noPhoto = () => null;

/**
 * The API reads a page starts with, when its address alone says what they are: a listing section's
 * first page (no search or filter in the address), a listing, and for a member their feed and an
 * open chat. Each URL is the one the SDK builds for that page's query (features/listings/queries.ts,
 * posts/Feed.tsx, chats/chatQueries.ts and useChatMessages.ts), or the read is wasted.
 */
export function firstReadsOf(pathname: string, search: string, signedIn = false): FirstRead[] {
  if (signedIn && pathname === '/') {
    return [{ url: `/api/posts?page=1&take=${FEED_PAGE_SIZE}`, photo: noPhoto }];
  }
  const chat = /^\/show_chat\/(\d+)\/?$/.exec(pathname)?.[1];
  if (signedIn && chat) {
    return [
      { url: `/api/chats/${chat}`, photo: noPhoto },
      { url: `/api/chats/${chat}/messages?page=1&take=${CHAT_PAGE_SIZE}&order=desc`, photo: noPhoto },
    ];
  }
  const [, slug, id] = /^\/([a-z_]+)(?:\/(\d+))?\/?$/.exec(pathname) ?? [];
  if (!slug || !(LISTING_SECTION_SLUGS as readonly string[]).includes(slug)) {
    return [];
  }
  if (id) {
    const photo = (body: unknown) => {
      const file = (body as { data?: Listing }).data?.images?.[0];
      return file ? { file, sizes: LISTING_GALLERY_SIZES } : null;
    };
    return [{ url: `/api/${slug}/${id}`, photo }];
  }
  if (search) {
    return [];
  }
  const photo = (body: unknown) => {
    const file = (body as { data?: Listing[] }).data?.[0]?.image;
    return file ? { file, sizes: LISTING_CARD_SIZES } : null;
  };
  return [{ url: `/api/${slug}?page=1&take=${LISTINGS_PAGE_SIZE}`, photo }];
}

/** A read started before the app's code: who asked (the Authorization header) and its answer. */
const started = new Map<string, { authorization: string; at: number; response: Promise<Response> }>();
/** Longer than this and the page's own request asks again (the answer may be stale). */
const FRESH_MS = 10_000;

/**
 * Starts the current page's first reads (from the HTML's first script, `src/first.ts`), with the
 * member's token as the SDK would send it, and preloads the photo the page shows first once the
 * answer names it. A photo preloaded with the page's own `srcset` and `sizes` is the file its
 * `<img>` then picks. The app's requests take these answers (`takeFirstRead`).
 */
export function startFirstReads(): void {
  const token = localStorage.getItem(SESSION_KEYS.accessToken);
  const authorization = token ? `Bearer ${token}` : '';
  for (const read of firstReadsOf(location.pathname, location.search, token !== null)) {
    const response = fetch(read.url, { headers: { Accept: 'application/json', ...(token ? { Authorization: authorization } : {}) } });
    started.set(read.url, { authorization, at: performance.now(), response });
    void response
      .then((r) => (r.ok ? r.clone().json() : null))
      .then((body) => preloadPhoto(body === null ? null : read.photo(body)))
      .catch(() => undefined);
  }
}

function preloadPhoto(photo: { file: string; sizes: string } | null): void {
  if (!photo) {
    return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('imagesrcset', photoSrcSet('listings', photo.file, PHOTO_WIDTHS));
  link.setAttribute('imagesizes', photo.sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** The answer of a first read for this request, once (same URL, a GET, the same member, still fresh). */
export function takeFirstRead(url: string, init: RequestInit): Promise<Response> | undefined {
  const read = started.get(url);
  const headers = (init.headers ?? {}) as Record<string, string>;
  if (!read || (init.method ?? 'GET') !== 'GET' || (headers.Authorization ?? '') !== read.authorization) {
    return undefined;
  }
  started.delete(url);
  if (performance.now() - read.at > FRESH_MS) {
    return undefined;
  }
  // A read that failed on the network is sent again, as if it had never started.
  return read.response.catch(() => fetch(url, init));
}
