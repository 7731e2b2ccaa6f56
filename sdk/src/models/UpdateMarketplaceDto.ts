/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ListingOwnerStatus } from './ListingOwnerStatus.js';
import type { MarketplaceCategory } from './MarketplaceCategory.js';
export type UpdateMarketplaceDto = {
  /**
   * Category
   */
  category?: MarketplaceCategory;
  /**
   * Contact information
   */
  contact_information?: string;
  /**
   * ISO 4217 code of the price or cost; the operator's default (GET /listings/settings) when not given
   */
  currency?: string;
  /**
   * Description
   */
  description?: string;
  /**
   * The images to keep, in their new order (the first is the cover); those left out are deleted
   */
  images?: Array<string>;
  /**
   * Location
   */
  location?: string;
  /**
   * What are you selling?
   */
  name?: string;
  /**
   * Price (0 for free)
   */
  price?: number;
  /**
   * Shipping (Optional)
   */
  shipping?: string | null;
  /**
   * Mark it reserved, sold, or active again: active renews it for 30 days (also after it expired)
   */
  status?: ListingOwnerStatus;
};

