/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CategoryListDto } from '../models/CategoryListDto.js';
import type { CreateEventDto } from '../models/CreateEventDto.js';
import type { EventDto } from '../models/EventDto.js';
import type { EventPeriod } from '../models/EventPeriod.js';
import type { EventSummaryDto } from '../models/EventSummaryDto.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { RsvpDto } from '../models/RsvpDto.js';
import type { RsvpStatus } from '../models/RsvpStatus.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { UpdateEventDto } from '../models/UpdateEventDto.js';
import type { UserSummaryDto } from '../models/UserSummaryDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class EventsService {
  /**
   * Events by start time (order=asc for the soonest first); upcoming or past, search, category and organiser filters (visitors: the public ones)
   * Open to visitors; with a member's bearer token, the answer is what that member may see. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listEvents({
    page = 1,
    take = 10,
    order,
    search,
    userId,
    category,
    when,
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
     * Words that must all occur in the title or text (case and accents ignored)
     */
    search?: string,
    /**
     * Only the items of this member
     */
    userId?: number,
    /**
     * Only the items of this category (an id from …/categories)
     */
    category?: number,
    /**
     * upcoming: not over yet; past: over
     */
    when?: EventPeriod,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<EventSummaryDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/events',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'search': search,
        'user_id': userId,
        'category': category,
        'when': when,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Create an event: title, category, start, optional end, location, description, optional capacity and image
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static createEvent({
    formData,
  }: {
    formData: (CreateEventDto & {
      /**
       * JPEG, PNG, WebP or GIF, at most 10 MB
       */
      image?: Blob;
    }),
  }): CancelablePromise<{
    data: EventDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/events',
      formData: formData,
      mediaType: 'multipart/form-data',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        413: `A file is over its size limit`,
        415: `Not a multipart body, or a file of a type not accepted`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * The event categories
   * Open to visitors; with a member's bearer token, the answer is what that member may see.
   * @returns CategoryListDto OK
   * @throws ApiError
   */
  public static listEventCategories(): CancelablePromise<CategoryListDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/events/categories',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete my event, with its answers and image
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteEvent({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/events/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not allowed`,
        404: `Not found`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * One event, with my answer, the counts and some attendees (visitors: a public one)
   * Open to visitors; with a member's bearer token, the answer is what that member may see.
   * @returns any OK
   * @throws ApiError
   */
  public static getEvent({
    id,
  }: {
    id: number,
  }): CancelablePromise<{
    data: EventDto;
  }> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/events/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `Not found`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Edit my event: the fields sent change; an image sent replaces the old one
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static updateEvent({
    id,
    formData,
  }: {
    id: number,
    formData: (UpdateEventDto & {
      /**
       * JPEG, PNG, WebP or GIF, at most 10 MB
       */
      image?: Blob;
    }),
  }): CancelablePromise<{
    data: EventDto;
  }> {
    return __request(OpenAPI, {
      method: 'PATCH',
      url: '/api/events/{id}',
      path: {
        'id': id,
      },
      formData: formData,
      mediaType: 'multipart/form-data',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not allowed`,
        404: `Not found`,
        413: `A file is over its size limit`,
        415: `Not a multipart body, or a file of a type not accepted`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * The members who answered going (or `status`), latest answers first
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listEventAttendees({
    id,
    page = 1,
    take = 10,
    order,
    status,
  }: {
    id: number,
    /**
     * 1-based page number
     */
    page?: number,
    /**
     * Items per page
     */
    take?: number,
    order?: SortOrder,
    status?: RsvpStatus,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<UserSummaryDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/events/{id}/attendees',
      path: {
        'id': id,
      },
      query: {
        'page': page,
        'take': take,
        'order': order,
        'status': status,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `Not found`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * The event as an iCalendar file, to add it to a calendar
   * Members only: the bearer token from sign-in.
   * @returns string An iCalendar (RFC 5545) file
   * @throws ApiError
   */
  public static getEventCalendar({
    id,
  }: {
    id: number,
  }): CancelablePromise<string> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/events/{id}/ics',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `Not found`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Take my answer back (idempotent)
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static withdrawEventRsvp({
    id,
  }: {
    id: number,
  }): CancelablePromise<{
    data: EventDto;
  }> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/events/{id}/rsvp',
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
  /**
   * Answer: going, interested or not going; answers the event with its new counts
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static rsvpEvent({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: RsvpDto,
  }): CancelablePromise<{
    data: EventDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/events/{id}/rsvp',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `Not found`,
        409: `The event is full`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
