/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BookmarkDto } from './BookmarkDto.js';
export type BookmarkResponseDto = {
  data: BookmarkDto;
};

