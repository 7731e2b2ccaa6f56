/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CreatePushSubscriptionInput } from '../models/CreatePushSubscriptionInput.js';
import type { PushPublicKeyDto } from '../models/PushPublicKeyDto.js';
import type { PushSubscriptionDto } from '../models/PushSubscriptionDto.js';
import type { PushSubscriptionListDto } from '../models/PushSubscriptionListDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class PushService {
  /**
   * The server’s VAPID public key, to subscribe a device with PushManager.subscribe
   * Members only: the bearer token from sign-in.
   * @returns PushPublicKeyDto OK
   * @throws ApiError
   */
  public static getPushPublicKey(): CancelablePromise<PushPublicKeyDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/push/public-key',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * My devices that receive push notifications
   * Members only: the bearer token from sign-in.
   * @returns PushSubscriptionListDto OK
   * @throws ApiError
   */
  public static listPushSubscriptions(): CancelablePromise<PushSubscriptionListDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/push/subscriptions',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Receive push notifications on this device: the PushSubscription the browser made (endpoint and keys). The endpoint must be a public https:// push service; subscribing it again updates it
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
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
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Stop push notifications to one of my devices
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
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
        401: `Missing, invalid or expired access token`,
        404: `Push subscription not found`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
