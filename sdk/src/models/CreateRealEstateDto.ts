/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CreateRealEstateDto = {
  /**
   * Address
   */
  address: string;
  /**
   * City, state and ZIP
   */
  city_state_zip: string;
  /**
   * Description
   */
  description: string;
  /**
   * Property
   */
  name: string;
  /**
   * Phone
   */
  phone: string;
  /**
   * Website
   */
  url?: string;
};

