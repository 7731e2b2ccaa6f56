/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserDto } from './UserDto.js';
export type RecoveryCodesResponseDto = {
  /**
   * Ten single-use codes, shown this once
   */
  recovery_codes: Array<string>;
  user: UserDto;
};

