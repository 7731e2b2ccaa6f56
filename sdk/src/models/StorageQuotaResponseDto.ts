/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { StorageQuotaDto } from './StorageQuotaDto.js';
export type StorageQuotaResponseDto = {
  data: StorageQuotaDto;
};

