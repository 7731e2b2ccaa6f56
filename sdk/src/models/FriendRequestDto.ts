/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FriendRequestStatus } from './FriendRequestStatus.js';
export type FriendRequestDto = {
  /**
   * When it was accepted; null while pending
   */
  accepted_at: string | null;
  /**
   * When the request was sent
   */
  created_at: string;
  /**
   * `pending` until the receiver accepts, then `accepted`
   */
  status: FriendRequestStatus;
};

