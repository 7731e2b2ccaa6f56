/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * How often a digest of unseen notifications is mailed
 */
export type DigestFrequency = 'daily' | 'weekly' | 'off';
