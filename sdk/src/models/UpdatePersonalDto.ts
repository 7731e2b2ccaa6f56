/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ListingOwnerStatus } from './ListingOwnerStatus.js';
export type UpdatePersonalDto = {
  /**
   * City, state and ZIP
   */
  city_state_zip?: string;
  /**
   * Company
   */
  company_name?: string;
  /**
   * Description
   */
  description?: string;
  /**
   * The images to keep, in their new order (the first is the cover); those left out are deleted
   */
  images?: Array<string>;
  /**
   * Your name
   */
  individual_name?: string;
  /**
   * Service
   */
  service?: string;
  /**
   * Mark it reserved, closed, or active again: active renews it for 30 days (also after it expired)
   */
  status?: ListingOwnerStatus;
  /**
   * Website
   */
  url?: string | null;
};

