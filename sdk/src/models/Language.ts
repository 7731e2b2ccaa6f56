/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The interface language chosen (PUT /api/me/language); null: the browser's
 */
export type Language = 'en' | 'pt-PT' | 'ar';
