/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Who may read it (not on forum replies, which follow their thread)
 */
export type Visibility = 'public' | 'members' | 'friends';
