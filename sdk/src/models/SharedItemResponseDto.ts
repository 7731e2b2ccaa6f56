/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SharedByMeItemDto } from './SharedByMeItemDto.js';
export type SharedItemResponseDto = {
  data: SharedByMeItemDto;
};

