/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ImportResultDto } from './ImportResultDto.js';
export type ImportResultResponseDto = {
  data: ImportResultDto;
};

