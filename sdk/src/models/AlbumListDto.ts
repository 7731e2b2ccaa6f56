/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AlbumSummaryDto } from './AlbumSummaryDto.js';
export type AlbumListDto = {
  data: Array<AlbumSummaryDto>;
};

