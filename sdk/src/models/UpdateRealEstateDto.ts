/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ListingOwnerStatus } from './ListingOwnerStatus.js';
export type UpdateRealEstateDto = {
  /**
   * Address
   */
  address?: string;
  /**
   * City, state and ZIP
   */
  city_state_zip?: string;
  /**
   * Description
   */
  description?: string;
  /**
   * The images to keep, in their new order (the first is the cover); those left out are deleted
   */
  images?: Array<string>;
  /**
   * Property
   */
  name?: string;
  /**
   * Phone
   */
  phone?: string;
  /**
   * Mark it reserved, sold, or active again: active renews it for 60 days (also after it expired)
   */
  status?: ListingOwnerStatus;
  /**
   * Website
   */
  url?: string | null;
};

