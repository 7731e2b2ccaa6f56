/** The bookmarks feature's front door: what the app may use of it. */
export { BOOKMARKS_NAV } from './nav';
