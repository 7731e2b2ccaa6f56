/** The security feature's front door: the page's path, and the card each of its sections uses. */
export { SECURITY_PATH } from './paths';
export { SecurityCard } from './SecurityCard';
