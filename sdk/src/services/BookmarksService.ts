/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BookmarkDto } from '../models/BookmarkDto.js';
import type { BookmarkResponseDto } from '../models/BookmarkResponseDto.js';
import type { CreateBookmarkDto } from '../models/CreateBookmarkDto.js';
import type { ImportBookmarksDto } from '../models/ImportBookmarksDto.js';
import type { ImportResultResponseDto } from '../models/ImportResultResponseDto.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { ReorderBookmarksDto } from '../models/ReorderBookmarksDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { UpdateBookmarkDto } from '../models/UpdateBookmarkDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class BookmarksService {
  /**
   * Add a bookmark at the top of its group; its site’s icon is fetched soon after
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns BookmarkResponseDto Created
   * @throws ApiError
   */
  public static createBookmark({
    requestBody,
  }: {
    requestBody: CreateBookmarkDto,
  }): CancelablePromise<BookmarkResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/bookmarks',
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
   * My banking bookmarks, in their order (default desc: the top first)
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listBankBookmarks({
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
    data: Array<BookmarkDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/bookmarks/bank',
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
   * All my bookmarks as a browser bookmark file (Netscape HTML), one folder per group
   * Members only: the bearer token from sign-in.
   * @returns string OK
   * @throws ApiError
   */
  public static exportBookmarks(): CancelablePromise<string> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/bookmarks/export',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Add the links of a browser bookmark file: folders named Banking, Mail or Social go to that group
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns ImportResultResponseDto Created
   * @throws ApiError
   */
  public static importBookmarks({
    formData,
  }: {
    formData: (ImportBookmarksDto & {
      /**
       * A bookmarks file (HTML) exported from a browser, at most 2 MB
       */
      file: Blob;
    }),
  }): CancelablePromise<ImportResultResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/bookmarks/import',
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
   * My mailbox bookmarks, in their order (default desc: the top first)
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listMailBookmarks({
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
    data: Array<BookmarkDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/bookmarks/mail',
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
   * Put bookmarks of a group in a new order; answers the group’s first 100
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static reorderBookmarks({
    requestBody,
  }: {
    requestBody: ReorderBookmarksDto,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<BookmarkDto>;
  })> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/bookmarks/reorder',
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
   * My social media bookmarks, in their order (default desc: the top first)
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listSocialBookmarks({
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
    data: Array<BookmarkDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/bookmarks/social',
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
   * Delete one of my bookmarks
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteBookmark({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/bookmarks/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such bookmark of mine`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * One of my bookmarks
   * Members only: the bearer token from sign-in.
   * @returns BookmarkResponseDto OK
   * @throws ApiError
   */
  public static getBookmark({
    id,
  }: {
    id: number,
  }): CancelablePromise<BookmarkResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/bookmarks/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such bookmark of mine`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Edit one of my bookmarks (a new group puts it at the top of that group)
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns BookmarkResponseDto OK
   * @throws ApiError
   */
  public static updateBookmark({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: UpdateBookmarkDto,
  }): CancelablePromise<BookmarkResponseDto> {
    return __request(OpenAPI, {
      method: 'PATCH',
      url: '/api/bookmarks/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `No such bookmark of mine`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
