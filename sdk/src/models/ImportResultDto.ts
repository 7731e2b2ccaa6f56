/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ImportResultDto = {
  /**
   * Bookmarks added
   */
  imported: number;
  /**
   * Links left out: not http(s), already there, or in no group
   */
  skipped: number;
};

