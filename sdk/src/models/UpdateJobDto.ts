/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { JobType } from './JobType.js';
import type { ListingOwnerStatus } from './ListingOwnerStatus.js';
export type UpdateJobDto = {
  /**
   * Apply by email (Optional)
   */
  apply_email?: string | null;
  /**
   * Apply at (web address) (Optional: a web address or an email below)
   */
  apply_url?: string | null;
  /**
   * Company
   */
  company?: string;
  /**
   * Job description
   */
  description?: string;
  /**
   * The images to keep, in their new order (the first is the cover); those left out are deleted
   */
  images?: Array<string>;
  /**
   * Location
   */
  location?: string;
  /**
   * Salary range (Optional)
   */
  salary?: string | null;
  /**
   * Mark it reserved, filled, or active again: active renews it for 30 days (also after it expired)
   */
  status?: ListingOwnerStatus;
  /**
   * Job title
   */
  title?: string;
  /**
   * Type
   */
  type?: JobType;
};

