/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ListingSection = 'marketplaces' | 'job_listings' | 'travel_destinations' | 'charities' | 'real_estates' | 'professional_listings' | 'personals' | 'friend_finders' | 'business_listings' | 'jobs' | 'local_events';
