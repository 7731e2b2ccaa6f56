/** The profiles feature's front door: what other features may use of it (a member's own profile page). */
export { AboutCard } from './AboutCard';
export { FriendsPreview } from './FriendsPreview';
export { isEmptyProfile } from './ProfileDetails';
export { ProfileHeader } from './ProfileHeader';
export { ProfileLayout } from './ProfileLayout';
export { ProfileStats } from './ProfileStats';
export { useProfile } from './useProfile';
