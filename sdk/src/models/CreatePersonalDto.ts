/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CreatePersonalDto = {
  /**
   * City, state and ZIP
   */
  city_state_zip: string;
  /**
   * Company
   */
  company_name: string;
  /**
   * Description
   */
  description: string;
  /**
   * Your name
   */
  individual_name: string;
  /**
   * Service
   */
  service: string;
  /**
   * Website
   */
  url?: string;
};

