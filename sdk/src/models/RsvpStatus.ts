/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * My answer; null when I have not answered
 */
export type RsvpStatus = 'going' | 'interested' | 'not_going';
