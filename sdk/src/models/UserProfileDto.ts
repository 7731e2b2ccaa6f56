/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProfileFriendshipDto } from './ProfileFriendshipDto.js';
import type { ProfileUserDto } from './ProfileUserDto.js';
export type UserProfileDto = {
  friends_count: number;
  /**
   * Null when we are neither friends nor asked to be (and on my own profile)
   */
  friendship: ProfileFriendshipDto | null;
  /**
   * Likes received on the member’s posts
   */
  likes_count: number;
  posts_count: number;
  user: ProfileUserDto;
};

