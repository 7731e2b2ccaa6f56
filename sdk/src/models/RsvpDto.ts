/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { RsvpStatus } from './RsvpStatus';
export type RsvpDto = {
  status: RsvpStatus;
};

