/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserStatus } from './UserStatus.js';
export type ChatUserDto = {
  /**
   * File name; the image is at /storage/avatars/<file>
   */
  avatar: string | null;
  first_name: string;
  id: number;
  is_online: boolean;
  last_name: string;
  status: UserStatus;
};

