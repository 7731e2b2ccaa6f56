import type { FriendListItemDto, FriendRequestDirection } from '@plaza/sdk';
import type { Paged } from '../../lib/listCache';

export type FriendsPage = Paged<FriendListItemDto>;

/** Friend lists are cached under ['friends', ...]: a relation change marks them all stale. */
export const friendKeys = {
  mine: (page: number) => ['friends', 'mine', page] as const,
  ofMember: (id: number, page: number) => ['friends', 'of', id, page] as const,
  lastSix: (id: number | 'me') => ['friends', 'last', id] as const,
  requests: (direction: FriendRequestDirection, page: number) => ['friends', 'requests', direction, page] as const,
  search: (words: string, page: number) => ['friends', 'search', words, page] as const,
  blocked: (page: number) => ['friends', 'blocked', page] as const,
};

/** Friends pages hold 12 members: rows of 1, 2, 3 or 4 come out even. */
export const FRIENDS_PAGE_SIZE = 12;
