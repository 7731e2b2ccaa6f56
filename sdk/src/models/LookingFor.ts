/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Looking for
 */
export type LookingFor = 'Friendship' | 'Activity partner' | 'Dating' | 'Relationship' | 'Networking';
