/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CreateBusinessListingDto = {
  /**
   * Address
   */
  address: string;
  /**
   * About the business
   */
  business_description?: string;
  /**
   * Business name
   */
  business_name: string;
  /**
   * City, state and ZIP
   */
  city_state_zip: string;
  /**
   * Phone number
   */
  phone_number: string;
  /**
   * Services offered
   */
  services_offered: string;
  /**
   * Website
   */
  url?: string;
};

