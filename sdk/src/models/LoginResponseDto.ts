/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { TokenPairDto } from './TokenPairDto';
import type { UserDto } from './UserDto';
export type LoginResponseDto = {
  token: TokenPairDto;
  user: UserDto;
};

