/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type BlockedUserDto = {
  /**
   * File name under /storage/avatars/
   */
  avatar: string | null;
  /**
   * When I blocked them
   */
  blocked_at: string;
  first_name: string;
  id: number;
  last_name: string;
  username: string;
};

