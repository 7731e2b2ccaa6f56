/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { EventCategory } from './EventCategory.js';
import type { ListingOwnerStatus } from './ListingOwnerStatus.js';
export type UpdateLocalEventDto = {
  /**
   * Address
   */
  address?: string;
  /**
   * Category
   */
  category?: EventCategory;
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
   * Date and time (YYYY-MM-DD or YYYY-MM-DDTHH:mm)
   */
  event_date?: string;
  /**
   * The images to keep, in their new order (the first is the cover); those left out are deleted
   */
  images?: Array<string>;
  /**
   * Event
   */
  name?: string;
  /**
   * Mark it reserved, closed, or active again: active renews it for 90 days (also after it expired)
   */
  status?: ListingOwnerStatus;
  /**
   * Website
   */
  url?: string | null;
};

