/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ResetTokenDto } from './ResetTokenDto.js';
export type ResetTokenResponseDto = {
  data: ResetTokenDto;
};

