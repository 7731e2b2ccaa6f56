/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Job type
 */
export type JobType = 'Full-time' | 'Part-time' | 'Contract' | 'Temporary' | 'Internship' | 'Volunteer';
