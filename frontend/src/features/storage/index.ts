/** The storage feature's front door: what other features may use of it. */
export { storagePath } from './paths';
export { STORAGE_NAV } from './nav';
