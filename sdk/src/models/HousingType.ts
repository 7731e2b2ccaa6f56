/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Housing type
 */
export type HousingType = 'Apartment' | 'House' | 'Condo' | 'Townhouse' | 'Studio' | 'Room' | 'Other';
