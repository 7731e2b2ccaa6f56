/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BookmarkGroup } from './BookmarkGroup.js';
export type ReorderBookmarksDto = {
  group: BookmarkGroup;
  /**
   * Bookmarks of the group in their new order as lists show them (first = shown first); they take the places these bookmarks held
   */
  ids: Array<number>;
};

