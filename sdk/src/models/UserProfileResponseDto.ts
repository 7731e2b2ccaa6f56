/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserProfileDto } from './UserProfileDto.js';
export type UserProfileResponseDto = {
  data: UserProfileDto;
};

