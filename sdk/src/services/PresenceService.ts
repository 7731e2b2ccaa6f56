/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FriendSort } from '../models/FriendSort.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { PresenceResponseDto } from '../models/PresenceResponseDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { UserSummaryDto } from '../models/UserSummaryDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class PresenceService {
  /**
   * My friends who are online or away (paged; sort recent or name; optional search)
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listOnlines({
    page = 1,
    take = 10,
    order,
    sort,
    search,
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
    /**
     * `recent`: who came online most recently first (order defaults to desc); `name`: by first then last name (order defaults to asc)
     */
    sort?: FriendSort,
    /**
     * Only friends whose name or username contains these words
     */
    search?: string,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<UserSummaryDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/onlines',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'sort': sort,
        'search': search,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Mark myself disconnected (e.g. the tab lost focus); my friends are told
   * Members only: the bearer token from sign-in.
   * @returns PresenceResponseDto My presence as others now see it
   * @throws ApiError
   */
  public static setOffline({
    id,
  }: {
    id: number,
  }): CancelablePromise<PresenceResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/onlines/{id}/offline',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not my own id`,
        404: `Not found`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Mark myself connected (e.g. the tab got focus); my friends are told
   * Members only: the bearer token from sign-in.
   * @returns PresenceResponseDto My presence as others now see it
   * @throws ApiError
   */
  public static setOnline({
    id,
  }: {
    id: number,
  }): CancelablePromise<PresenceResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/onlines/{id}/online',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not my own id`,
        404: `Not found`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
