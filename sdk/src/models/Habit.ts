/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Smoker
 */
export type Habit = 'No' | 'Occasionally' | 'Yes';
