/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { StorageItemDetailDto } from './StorageItemDetailDto';
export type StorageItemResponseDto = {
  data: StorageItemDetailDto;
};

