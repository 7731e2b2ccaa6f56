/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SharedByMeItemDto } from './SharedByMeItemDto';
export type SharedItemResponseDto = {
  data: SharedByMeItemDto;
};

