/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SiteSearchDto } from './SiteSearchDto.js';
export type SiteSearchResponseDto = {
  data: SiteSearchDto;
};

