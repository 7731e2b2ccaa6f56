/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PresenceDto } from './PresenceDto.js';
export type PresenceResponseDto = {
  data: PresenceDto;
};

