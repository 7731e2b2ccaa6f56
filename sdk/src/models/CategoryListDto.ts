/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CategoryDto } from './CategoryDto.js';
export type CategoryListDto = {
  data: Array<CategoryDto>;
};

