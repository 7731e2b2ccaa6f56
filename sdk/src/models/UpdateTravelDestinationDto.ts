/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ListingOwnerStatus } from './ListingOwnerStatus.js';
export type UpdateTravelDestinationDto = {
  /**
   * Address
   */
  address?: string;
  /**
   * City, state and ZIP
   */
  city_state_zip?: string;
  /**
   * Cost (0 for free)
   */
  cost?: number;
  /**
   * ISO 4217 code of the price or cost; the operator's default (GET /listings/settings) when not given
   */
  currency?: string;
  /**
   * Description
   */
  description?: string;
  /**
   * The images to keep, in their new order (the first is the cover); those left out are deleted
   */
  images?: Array<string>;
  /**
   * Destination
   */
  name?: string;
  /**
   * Mark it reserved, closed, or active again: active renews it for 180 days (also after it expired)
   */
  status?: ListingOwnerStatus;
  /**
   * Website
   */
  url?: string | null;
};

