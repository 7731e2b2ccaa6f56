/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PushSubscriptionDto } from './PushSubscriptionDto.js';
export type PushSubscriptionListDto = {
  data: Array<PushSubscriptionDto>;
};

