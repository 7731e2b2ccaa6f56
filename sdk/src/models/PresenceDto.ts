/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserStatus } from './UserStatus.js';
export type PresenceDto = {
  is_online: boolean;
  status: UserStatus;
  user_id: number;
};

