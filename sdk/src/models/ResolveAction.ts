/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ResolveAction = 'dismiss' | 'hide' | 'remove' | 'warn' | 'suspend' | 'ban';
