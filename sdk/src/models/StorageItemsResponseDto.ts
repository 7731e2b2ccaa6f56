/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { StorageItemDetailDto } from './StorageItemDetailDto.js';
export type StorageItemsResponseDto = {
  /**
   * The stored files, in the order sent
   */
  data: Array<StorageItemDetailDto>;
};

