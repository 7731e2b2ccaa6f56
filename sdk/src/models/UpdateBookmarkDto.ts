/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BookmarkGroup } from './BookmarkGroup.js';
export type UpdateBookmarkDto = {
  /**
   * An empty text removes it
   */
  description?: string;
  group?: BookmarkGroup;
  title?: string;
  url?: string;
};

