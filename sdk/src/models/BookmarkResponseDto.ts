/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BookmarkDto } from './BookmarkDto';
export type BookmarkResponseDto = {
  data: BookmarkDto;
};

