/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PushSubscriptionKeysInput } from './PushSubscriptionKeysInput.js';
export type CreatePushSubscriptionInput = {
  /**
   * The push service’s https:// address for this device
   */
  endpoint: string;
  /**
   * As the browser gives it; ignored (the push service says when it is gone)
   */
  expirationTime?: number | null;
  keys: PushSubscriptionKeysInput;
};

