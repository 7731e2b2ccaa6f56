/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CreatePushSubscriptionInput } from '../models/CreatePushSubscriptionInput';
import type { PushPublicKeyDto } from '../models/PushPublicKeyDto';
import type { PushSubscriptionDto } from '../models/PushSubscriptionDto';
import type { PushSubscriptionListDto } from '../models/PushSubscriptionListDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class PushService {
  /**
   * The server’s VAPID public key, to subscribe a device with PushManager.subscribe
   * @returns PushPublicKeyDto
   * @throws ApiError
   */
  public static getPushPublicKey(): CancelablePromise<PushPublicKeyDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/push/public-key',
      errors: {
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * My devices that receive push notifications
   * @returns PushSubscriptionListDto
   * @throws ApiError
   */
  public static listPushSubscriptions(): CancelablePromise<PushSubscriptionListDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/push/subscriptions',
      errors: {
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Receive push notifications on this device: the PushSubscription the browser made (endpoint and keys). The endpoint must be a public https:// push service; subscribing it again updates it
   * @returns any Created
   * @throws ApiError
   */
  public static createPushSubscription({
    requestBody,
  }: {
    requestBody: CreatePushSubscriptionInput,
  }): CancelablePromise<{
    data: PushSubscriptionDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/push/subscriptions',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Stop push notifications to one of my devices
   * @returns void
   * @throws ApiError
   */
  public static deletePushSubscription({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/push/subscriptions/{id}',
      path: {
        'id': id,
      },
      errors: {
        404: `Push subscription not found`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
