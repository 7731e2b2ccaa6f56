/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * 1: sent by user_one, 2: sent by user_two
 */
export type MessageType = 1 | 2;
