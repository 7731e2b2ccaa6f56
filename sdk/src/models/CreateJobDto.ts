/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { JobType } from './JobType.js';
export type CreateJobDto = {
  /**
   * Apply by email (Optional)
   */
  apply_email?: string;
  /**
   * Apply at (web address) (Optional: a web address or an email below)
   */
  apply_url?: string;
  /**
   * Company
   */
  company: string;
  /**
   * Job description
   */
  description: string;
  /**
   * Location
   */
  location: string;
  /**
   * Salary range (Optional)
   */
  salary?: string;
  /**
   * Job title
   */
  title: string;
  /**
   * Type
   */
  type: JobType;
};

