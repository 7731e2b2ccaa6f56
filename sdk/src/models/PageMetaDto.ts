/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PageMetaDto = {
  from: number;
  last_page: number;
  page: number;
  take: number;
  /**
   * More items exist while to < total
   */
  to: number;
  total: number;
};

