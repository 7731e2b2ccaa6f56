/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { HousingType } from './HousingType.js';
export type CreateProfessionalListingDto = {
  /**
   * City
   */
  city: string;
  /**
   * ISO 4217 code of the price or cost; the operator's default (GET /listings/settings) when not given
   */
  currency?: string;
  /**
   * Description
   */
  description: string;
  /**
   * Housing type
   */
  housing_types: HousingType;
  /**
   * Information
   */
  information: string;
  /**
   * Bathrooms
   */
  number_of_bathrooms: number;
  /**
   * Bedrooms
   */
  number_of_bedrooms: number;
  /**
   * Price (0 for free)
   */
  price: number;
  /**
   * Title
   */
  title: string;
  /**
   * ZIP code
   */
  zip_code: string;
};

