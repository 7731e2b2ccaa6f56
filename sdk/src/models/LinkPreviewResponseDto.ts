/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { LinkPreviewDto } from './LinkPreviewDto.js';
export type LinkPreviewResponseDto = {
  data: LinkPreviewDto;
};

