/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SessionDto } from './SessionDto.js';
export type SessionListResponseDto = {
  /**
   * This device first, then the most recently used
   */
  data: Array<SessionDto>;
};

