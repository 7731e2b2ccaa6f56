/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FriendRequestStatus } from './FriendRequestStatus.js';
export type ProfileFriendshipDto = {
  /**
   * When the request was sent
   */
  created_at: string;
  /**
   * True when I sent the request, false when they did
   */
  requested_by_me: boolean;
  status: FriendRequestStatus;
};

