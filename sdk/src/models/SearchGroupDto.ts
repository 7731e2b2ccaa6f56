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
   * How many results of this type: at most 100, the best of its newest matches (members: as member search counts them)
   */
  total: number;
  /**
   * The type: members, posts, blogs, a listing section…
   */
  type: string;
};

