/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BookmarkGroup } from './BookmarkGroup.js';
export type BookmarkDto = {
  created_at: string;
  description: string | null;
  /**
   * The site’s icon, once fetched; null until then or when it has none
   */
  favicon_url: string | null;
  group: BookmarkGroup;
  id: number;
  /**
   * Place in its group: lists show the highest first (order desc)
   */
  position: number;
  title: string;
  updated_at: string;
  url: string;
};

