/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChatDto } from '../models/ChatDto.js';
import type { ContactListingDto } from '../models/ContactListingDto.js';
import type { CreateLocalEventDto } from '../models/CreateLocalEventDto.js';
import type { EventCategory } from '../models/EventCategory.js';
import type { LocalEventDto } from '../models/LocalEventDto.js';
import type { LocalEventSort } from '../models/LocalEventSort.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { UpdateLocalEventDto } from '../models/UpdateLocalEventDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class LocalEventsService {
  /**
   * Local events: what is listed (active), searched, filtered and sorted; open to visitors
   * With `search`, at most 200 matches are answered (`total` is capped at 200): the first 200 in the order asked (for relevance, the 200 newest matches, best first).
   *
   * Open to visitors; with a member's bearer token, the answer is what that member may see. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listLocalEvents({
    page = 1,
    take = 10,
    order,
    search,
    sort,
    category,
    location,
    priceMin,
    priceMax,
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
     * Words to find in the title (ranked first) and the description; accents, case and one typo per word are forgiven
     */
    search?: string,
    /**
     * Default: relevance when searching, else created_at; the direction is `order`
     */
    sort?: LocalEventSort,
    /**
     * Only listings with this category
     */
    category?: EventCategory,
    /**
     * Part of the city, state and zip (case and accents ignored)
     */
    location?: string,
    /**
     * Lowest cost, compared in each listing's own currency (no exchange rates)
     */
    priceMin?: number,
    /**
     * Highest cost, compared in each listing's own currency (no exchange rates)
     */
    priceMax?: number,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<LocalEventDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/local_events',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'search': search,
        'sort': sort,
        'category': category,
        'location': location,
        'price_min': priceMin,
        'price_max': priceMax,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Publish an event (active for 90 days), with up to 10 images under `image`
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static createLocalEvent({
    formData,
  }: {
    formData: (CreateLocalEventDto & {
      /**
       * JPEG, PNG, WebP or GIF; the first is the cover, at most 10 MB each, up to 10 files
       */
      image?: Array<Blob>;
    }),
  }): CancelablePromise<{
    data: LocalEventDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/local_events',
      formData: formData,
      mediaType: 'multipart/form-data',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `My email address is not confirmed yet`,
        413: `A file is over its size limit`,
        415: `Not a multipart body, or a file of a type not accepted`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete my event with its images
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteLocalEvent({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/local_events/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not my listing`,
        404: `Not found`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * One event: listed ones for everyone, every status for its owner
   * Open to visitors; with a member's bearer token, the answer is what that member may see.
   * @returns any OK
   * @throws ApiError
   */
  public static getLocalEvent({
    id,
  }: {
    id: number,
  }): CancelablePromise<{
    data: LocalEventDto;
  }> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/local_events/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such listing, or not visible to me`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Edit my event: the fields given, its status (active renews it), the images kept and their order
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static updateLocalEvent({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: UpdateLocalEventDto,
  }): CancelablePromise<{
    data: LocalEventDto;
  }> {
    return __request(OpenAPI, {
      method: 'PATCH',
      url: '/api/local_events/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not my listing`,
        404: `Not found`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Contact the owner: opens my chat with them and sends my message with a link to the event
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static contactLocalEventOwner({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: ContactListingDto,
  }): CancelablePromise<{
    data: ChatDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/local_events/{id}/contact',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `Not found`,
        422: `My own listing, or a message over 300 characters`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Add images to my event, after those it has (at most 10 in all)
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static addLocalEventImages({
    id,
    formData,
  }: {
    id: number,
    formData: {
      /**
       * JPEG, PNG, WebP or GIF; the first is the cover, at most 10 MB each, up to 10 files
       */
      image?: Array<Blob>;
    },
  }): CancelablePromise<{
    data: LocalEventDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/local_events/{id}/images',
      path: {
        'id': id,
      },
      formData: formData,
      mediaType: 'multipart/form-data',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not my listing`,
        404: `Not found`,
        413: `A file is over its size limit`,
        415: `Not a multipart body, or a file of a type not accepted`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
