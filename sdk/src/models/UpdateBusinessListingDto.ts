/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ListingOwnerStatus } from './ListingOwnerStatus.js';
export type UpdateBusinessListingDto = {
  /**
   * Address
   */
  address?: string;
  /**
   * About the business
   */
  business_description?: string | null;
  /**
   * Business name
   */
  business_name?: string;
  /**
   * City, state and ZIP
   */
  city_state_zip?: string;
  /**
   * The images to keep, in their new order (the first is the cover); those left out are deleted
   */
  images?: Array<string>;
  /**
   * Phone number
   */
  phone_number?: string;
  /**
   * Services offered
   */
  services_offered?: string;
  /**
   * Mark it reserved, closed, or active again: active renews it for 365 days (also after it expired)
   */
  status?: ListingOwnerStatus;
  /**
   * Website
   */
  url?: string | null;
};

