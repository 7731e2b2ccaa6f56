/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ReportSort = 'last_reported_at' | 'created_at' | 'weight' | 'reports_count';
