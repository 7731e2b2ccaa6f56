/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FriendRequestDto } from './FriendRequestDto.js';
import type { FriendshipState } from './FriendshipState.js';
import type { UserStatus } from './UserStatus.js';
export type FriendListItemDto = {
  /**
   * File name; the image is at /storage/avatars/<file>, its thumbnail at /storage/avatars/thumbs/<file>
   */
  avatar: string | null;
  first_name: string;
  /**
   * In a friends list: since when this member is a friend of the list's owner. Null in search results and request lists.
   */
  friends_since: string | null;
  /**
   * The request the signed-in member sent to this member, if any: `{ status, created_at, accepted_at }`. There is one relation per pair, so at most one of friendship_from and friendship_to is set.
   */
  friendship_from: FriendRequestDto | null;
  /**
   * The same relation in one word: `none`, `request_sent` (friendship_from pending), `request_received` (friendship_to pending), `friends` (either side accepted), `self` (the signed-in member).
   */
  friendship_state: FriendshipState;
  /**
   * The request this member sent to the signed-in member, if any: `{ status, created_at, accepted_at }` (status `accepted` once the signed-in member accepted it).
   */
  friendship_to: FriendRequestDto | null;
  id: number;
  /**
   * True while the member is connected and has not chosen to appear offline
   */
  is_online: boolean;
  last_name: string;
  /**
   * 'offline' whenever is_online is false
   */
  status: UserStatus;
  username: string;
};

