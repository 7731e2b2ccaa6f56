/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SearchTypeDto } from './SearchTypeDto.js';
export type SearchTypesResponseDto = {
  data: Array<SearchTypeDto>;
};

