/** The home feature's front door: what the app may use of it. */
export { HOME_NAV } from './nav';
