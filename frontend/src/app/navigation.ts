import { BOOKMARKS_NAV } from '../features/bookmarks';
import { CHATS_NAV } from '../features/chats';
import { COMMUNITY_NAV } from '../features/community';
import { FRIENDS_NAV } from '../features/friends';
import { HOME_NAV } from '../features/home';
import { LISTINGS_NAV } from '../features/listings';
import { NOTIFICATIONS_NAV } from '../features/notifications';
import { STORAGE_NAV } from '../features/storage';
import type { NavEntry } from '../lib/navigation';

const listingsIn = (community: boolean) => LISTINGS_NAV.filter((entry) => (entry.group === 'community') === community);

/** The menu: every feature's entries, in the order members see them (the menu and the routes derive from it). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  ...HOME_NAV,
  ...FRIENDS_NAV,
  ...CHATS_NAV,
  ...NOTIFICATIONS_NAV,
  ...listingsIn(false),
  ...COMMUNITY_NAV,
  ...STORAGE_NAV,
  // The jobs board and local events are listing sections that read as community pages.
  ...listingsIn(true),
  ...BOOKMARKS_NAV,
];

/** What the landing page offers to explore: every section and community page. */
export const BROWSABLE_ENTRIES = NAV_ENTRIES.filter((entry) => entry.group !== 'you');
