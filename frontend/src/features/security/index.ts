/** The security feature's front door: the page's path, the card each of its sections uses, and the deletion banner the layout shows. */
export { SECURITY_PATH } from './paths';
export { SecurityCard } from './SecurityCard';
export { DeletionBanner } from './DeletionBanner';
