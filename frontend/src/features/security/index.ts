/** The security feature's front door: what the app shell may use of it. */
export { DeletionBanner } from './DeletionBanner';
