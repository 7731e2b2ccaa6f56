/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserStatus } from './UserStatus.js';
export type UserSummaryDto = {
  /**
   * File name; the image is at /storage/avatars/<file>, its thumbnail at /storage/avatars/thumbs/<file>
   */
  avatar: string | null;
  first_name: string;
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

