/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ListingSection } from './ListingSection.js';
export type SavedSearchDto = {
  category: string | null;
  created_at: string;
  filters: Record<string, string>;
  id: number;
  location: string | null;
  price_max: number | null;
  price_min: number | null;
  search: string | null;
  section: ListingSection;
};

