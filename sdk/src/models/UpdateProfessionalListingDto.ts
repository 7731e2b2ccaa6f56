/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { HousingType } from './HousingType.js';
import type { ListingOwnerStatus } from './ListingOwnerStatus.js';
export type UpdateProfessionalListingDto = {
  /**
   * City
   */
  city?: string;
  /**
   * ISO 4217 code of the price or cost; the operator's default (GET /listings/settings) when not given
   */
  currency?: string;
  /**
   * Description
   */
  description?: string;
  /**
   * Housing type
   */
  housing_types?: HousingType;
  /**
   * The images to keep, in their new order (the first is the cover); those left out are deleted
   */
  images?: Array<string>;
  /**
   * Information
   */
  information?: string;
  /**
   * Bathrooms
   */
  number_of_bathrooms?: number;
  /**
   * Bedrooms
   */
  number_of_bedrooms?: number;
  /**
   * Price (0 for free)
   */
  price?: number;
  /**
   * Mark it reserved, closed, or active again: active renews it for 60 days (also after it expired)
   */
  status?: ListingOwnerStatus;
  /**
   * Title
   */
  title?: string;
  /**
   * ZIP code
   */
  zip_code?: string;
};

