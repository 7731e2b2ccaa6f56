/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type StorageQuotaDto = {
  free: number;
  /**
   * Bytes I may use (STORAGE_QUOTA_MB)
   */
  quota: number;
  /**
   * Bytes used by my files and unfinished uploads
   */
  used: number;
};

