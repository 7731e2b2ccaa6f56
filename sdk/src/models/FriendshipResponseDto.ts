/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FriendshipDto } from './FriendshipDto.js';
export type FriendshipResponseDto = {
  data: FriendshipDto;
};

