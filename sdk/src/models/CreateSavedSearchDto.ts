/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ListingSection } from './ListingSection.js';
export type CreateSavedSearchDto = {
  /**
   * One of the section's categories (its category, job type, housing type…)
   */
  category?: string;
  /**
   * The section's other filters by field name (e.g. friend finders' gender)
   */
  filters?: Record<string, string>;
  /**
   * Part of the location
   */
  location?: string;
  price_max?: number | null;
  price_min?: number | null;
  /**
   * The words searched for
   */
  search?: string;
  section: ListingSection;
};

