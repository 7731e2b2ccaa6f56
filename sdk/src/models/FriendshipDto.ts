/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FriendRequestDto } from './FriendRequestDto.js';
import type { FriendshipState } from './FriendshipState.js';
export type FriendshipDto = {
  /**
   * The signed-in member blocked this member
   */
  blocked_by_me: boolean;
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
  /**
   * The other member
   */
  user_id: number;
};

