/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { JobType } from './JobType.js';
export type CreateJobListingDto = {
  /**
   * Company website
   */
  company_url: string;
  /**
   * Contact information
   */
  contact_information: string;
  /**
   * Job description
   */
  description: string;
  /**
   * Job type
   */
  job_type: JobType;
  /**
   * Location
   */
  location: string;
  /**
   * Salary
   */
  salary: string;
  /**
   * Job title
   */
  title: string;
};

