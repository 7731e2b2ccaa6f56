/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FriendListItemDto } from './FriendListItemDto.js';
export type FriendListResponseDto = {
  data: Array<FriendListItemDto>;
};

