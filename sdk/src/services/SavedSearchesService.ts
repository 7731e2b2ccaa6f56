/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CreateSavedSearchDto } from '../models/CreateSavedSearchDto.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { SavedSearchDto } from '../models/SavedSearchDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class SavedSearchesService {
  /**
   * My saved searches, newest first
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listSavedSearches({
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
    data: Array<SavedSearchDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/saved_searches',
      query: {
        'page': page,
        'take': take,
        'order': order,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Save a section's search and filters, to hear of new listings that match
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static createSavedSearch({
    requestBody,
  }: {
    requestBody: CreateSavedSearchDto,
  }): CancelablePromise<{
    data: SavedSearchDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/saved_searches',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        409: `Saved already, or too many saved searches`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete one of my saved searches
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteSavedSearch({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/saved_searches/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `Not found`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
