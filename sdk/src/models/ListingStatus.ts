/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Only active and reserved listings are listed and searched
 */
export type ListingStatus = 'active' | 'reserved' | 'sold' | 'filled' | 'closed' | 'expired';
