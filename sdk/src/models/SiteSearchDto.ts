/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SearchGroupDto } from './SearchGroupDto.js';
export type SiteSearchDto = {
  /**
   * One group per type searched, those with results first
   */
  groups: Array<SearchGroupDto>;
  page: number;
  'q': string;
  take: number;
  /**
   * Results over every type searched
   */
  total: number;
};

