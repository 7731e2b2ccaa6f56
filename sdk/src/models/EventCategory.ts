/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Category
 */
export type EventCategory = 'Music' | 'Arts & culture' | 'Food & drink' | 'Sports & fitness' | 'Family & kids' | 'Community' | 'Markets & fairs' | 'Talks & workshops' | 'Nightlife' | 'Other';
