/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ContentSectionDto } from './ContentSectionDto.js';
export type ContentSectionsDto = {
  data: Array<ContentSectionDto>;
};

