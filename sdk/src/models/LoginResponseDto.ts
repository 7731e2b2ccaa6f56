/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { TokenPairDto } from './TokenPairDto.js';
import type { UserDto } from './UserDto.js';
export type LoginResponseDto = {
  token: TokenPairDto;
  user: UserDto;
};

