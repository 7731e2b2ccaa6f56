/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Visibility } from './Visibility.js';
export type UpdateForumDto = {
  /**
   * Markdown; raw HTML is shown as text
   */
  body?: string;
  /**
   * A category id from the section’s /categories
   */
  category?: number;
  title?: string;
  /**
   * Who may read it: public (visitors too), members, or friends (mine)
   */
  visibility?: Visibility;
};

