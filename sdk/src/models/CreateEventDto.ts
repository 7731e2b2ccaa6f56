/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Visibility } from './Visibility.js';
export type CreateEventDto = {
  /**
   * How many can go; none means no limit
   */
  capacity?: number;
  /**
   * A category id from the section’s /categories
   */
  category: number;
  /**
   * Markdown; raw HTML is shown as text
   */
  description: string;
  /**
   * When it ends, after the start (ISO 8601 with a time zone)
   */
  ends_at?: string;
  location: string;
  /**
   * When it starts (ISO 8601 with a time zone)
   */
  starts_at: string;
  title: string;
  /**
   * Who may read it: public (visitors too), members, or friends (mine)
   */
  visibility?: Visibility;
};

