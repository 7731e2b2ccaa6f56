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

