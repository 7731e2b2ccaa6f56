/** The community feature's front door: what the app may use of it. */
export { COMMUNITY_NAV } from './nav';
