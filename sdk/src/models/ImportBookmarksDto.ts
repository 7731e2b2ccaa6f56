/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BookmarkGroup } from './BookmarkGroup.js';
export type ImportBookmarksDto = {
  /**
   * Where links go that are not in a folder named like a group (Banking, Mail, Social…); without it they are skipped
   */
  group?: BookmarkGroup;
};

