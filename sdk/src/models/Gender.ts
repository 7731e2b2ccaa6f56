/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Gender
 */
export type Gender = 'Woman' | 'Man' | 'Non-binary' | 'Other';
