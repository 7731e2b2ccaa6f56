/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Mark it reserved, sold, or active again: active renews it for 30 days (also after it expired)
 */
export type ListingOwnerStatus = 'active' | 'reserved' | 'sold' | 'filled' | 'closed';
