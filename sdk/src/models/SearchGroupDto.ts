/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SearchHitDto } from './SearchHitDto.js';
export type SearchGroupDto = {
  items: Array<SearchHitDto>;
  /**
   * How the results page names it
   */
  label: string;
  /**
   * How many results of this type (at most 200: the best of the newest matches)
   */
  total: number;
  /**
   * The type: members, posts, blogs, a listing section…
   */
  type: string;
};

