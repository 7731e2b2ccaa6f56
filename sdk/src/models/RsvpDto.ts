/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { RsvpStatus } from './RsvpStatus.js';
export type RsvpDto = {
  status: RsvpStatus;
};

