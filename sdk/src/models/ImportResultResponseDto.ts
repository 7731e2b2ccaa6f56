/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ImportResultDto } from './ImportResultDto';
export type ImportResultResponseDto = {
  data: ImportResultDto;
};

