/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { NotificationDto } from '../models/NotificationDto.js';
import type { NotificationPreferencesDto } from '../models/NotificationPreferencesDto.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { UnreadNotificationsDto } from '../models/UnreadNotificationsDto.js';
import type { UpdateNotificationPreferencesInput } from '../models/UpdateNotificationPreferencesInput.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class NotificationsService {
  /**
   * The page of an unsubscribe link: what it turns off, and a button to confirm
   * Open to anyone, without a token.
   * @returns string OK
   * @throws ApiError
   */
  public static showUnsubscribe({
    u,
    t,
    s,
  }: {
    /**
     * The member
     */
    u: string,
    /**
     * What to turn off: notification kinds separated by commas, or `digest`
     */
    t: string,
    /**
     * The signature
     */
    s: string,
  }): CancelablePromise<string> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/mail/unsubscribe',
      query: {
        'u': u,
        't': t,
        's': s,
      },
      errors: {
        404: `The link is not valid (altered, or its member is gone)`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Unsubscribe in one click (RFC 8058: body List-Unsubscribe=One-Click), or from the page’s button
   * Open to anyone, without a token.
   * @returns string OK
   * @throws ApiError
   */
  public static unsubscribe({
    u,
    t,
    s,
  }: {
    /**
     * The member
     */
    u: string,
    /**
     * What to turn off: notification kinds separated by commas, or `digest`
     */
    t: string,
    /**
     * The signature
     */
    s: string,
  }): CancelablePromise<string> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/mail/unsubscribe',
      query: {
        'u': u,
        't': t,
        's': s,
      },
      errors: {
        404: `The link is not valid (altered, or its member is gone)`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * How I want to be notified: per kind and channel, the digest, my time zone and quiet hours
   * Members only: the bearer token from sign-in.
   * @returns any OK
   * @throws ApiError
   */
  public static getNotificationPreferences(): CancelablePromise<{
    data: NotificationPreferencesDto;
  }> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/me/notification-preferences',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Change how I want to be notified; what the body leaves out keeps its value. Applies at once
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static updateNotificationPreferences({
    requestBody,
  }: {
    requestBody: UpdateNotificationPreferencesInput,
  }): CancelablePromise<{
    data: NotificationPreferencesDto;
  }> {
    return __request(OpenAPI, {
      method: 'PUT',
      url: '/api/me/notification-preferences',
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
   * My notifications, newest first
   * Fetching the list marks all my notifications read, so my unread counter drops to 0. The items show read_at as it was before this call: null for the ones I had not seen.
   *
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listNotifications({
    page = 1,
    take = 10,
    order,
  }: {
    /**
     * 1-based page number
     */
    page?: number,
    /**
     * Items per page
     */
    take?: number,
    order?: SortOrder,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<NotificationDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/notifications',
      query: {
        'page': page,
        'take': take,
        'order': order,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Bad paging parameters`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * How many notifications I have not seen
   * Members only: the bearer token from sign-in.
   * @returns UnreadNotificationsDto OK
   * @throws ApiError
   */
  public static countUnreadNotifications(): CancelablePromise<UnreadNotificationsDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/notifications/count-unread',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Mark all my notifications read
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns UnreadNotificationsDto OK
   * @throws ApiError
   */
  public static readAllNotifications(): CancelablePromise<UnreadNotificationsDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/notifications/read-all',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
