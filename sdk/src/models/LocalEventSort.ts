/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type LocalEventSort = 'event_date' | 'created_at' | 'price' | 'title' | 'relevance';
