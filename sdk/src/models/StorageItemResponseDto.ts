/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { StorageItemDetailDto } from './StorageItemDetailDto.js';
export type StorageItemResponseDto = {
  data: StorageItemDetailDto;
};

