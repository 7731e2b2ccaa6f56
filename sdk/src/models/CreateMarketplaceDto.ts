/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MarketplaceCategory } from './MarketplaceCategory.js';
export type CreateMarketplaceDto = {
  /**
   * Category
   */
  category: MarketplaceCategory;
  /**
   * Contact information
   */
  contact_information: string;
  /**
   * ISO 4217 code of the price or cost; the operator's default (GET /listings/settings) when not given
   */
  currency?: string;
  /**
   * Description
   */
  description: string;
  /**
   * Location
   */
  location: string;
  /**
   * What are you selling?
   */
  name: string;
  /**
   * Price (0 for free)
   */
  price: number;
  /**
   * Shipping (Optional)
   */
  shipping?: string;
};

