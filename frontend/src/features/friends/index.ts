/** The friends feature's front door: what other features may use of it. */
export { FRIENDS_PAGE_SIZE, friendKeys } from './api';
export { FriendItem } from './FriendItem';
export { FriendshipButton } from './FriendshipButton';
export { OnlineFriends } from './OnlineFriends';
export { PeopleYouMayKnow } from './PeopleYouMayKnow';
export { relationOfProfile } from './relation';
export { useRelationActions } from './useRelationActions';
export { FRIENDS_NAV } from './nav';
