/** The listings feature's front door: what the app may use of it (the sections' routes and menu entries). */
export { LISTING_SLUGS, listingRoutes } from './routes';
export { LISTINGS_NAV } from './nav';
