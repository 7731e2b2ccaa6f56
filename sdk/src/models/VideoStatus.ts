/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * processing until it plays; others see only ready videos
 */
export type VideoStatus = 'processing' | 'ready' | 'failed';
