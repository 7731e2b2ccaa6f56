/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CreateTravelDestinationDto = {
  /**
   * Address
   */
  address: string;
  /**
   * City, state and ZIP
   */
  city_state_zip: string;
  /**
   * Cost (0 for free)
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
   * Destination
   */
  name: string;
  /**
   * Website
   */
  url?: string;
};

