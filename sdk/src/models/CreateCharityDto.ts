/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CreateCharityDto = {
  /**
   * Address
   */
  address: string;
  /**
   * City, state and ZIP
   */
  city_state_zip: string;
  /**
   * Suggested donation (0 for free)
   */
  cost: number;
  /**
   * ISO 4217 code of the price or cost; the operator's default (GET /listings/settings) when not given
   */
  currency?: string;
  /**
   * Description
   */
  description: string;
  /**
   * Charity
   */
  name: string;
  /**
   * Website
   */
  url?: string;
};

