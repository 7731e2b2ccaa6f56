/** The listings feature's front door: what the app may use of it (the sections' routes). */
export { LISTING_SLUGS, listingRoutes } from './routes';
