/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { JobType } from './JobType.js';
import type { ListingOwnerStatus } from './ListingOwnerStatus.js';
export type UpdateJobListingDto = {
  /**
   * Company website
   */
  company_url?: string;
  /**
   * Contact information
   */
  contact_information?: string;
  /**
   * Job description
   */
  description?: string;
  /**
   * The images to keep, in their new order (the first is the cover); those left out are deleted
   */
  images?: Array<string>;
  /**
   * Job type
   */
  job_type?: JobType;
  /**
   * Location
   */
  location?: string;
  /**
   * Salary
   */
  salary?: string;
  /**
   * Mark it reserved, filled, or active again: active renews it for 30 days (also after it expired)
   */
  status?: ListingOwnerStatus;
  /**
   * Job title
   */
  title?: string;
};

