/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CategoryListDto } from '../models/CategoryListDto.js';
import type { CreateForumDto } from '../models/CreateForumDto.js';
import type { ForumDto } from '../models/ForumDto.js';
import type { ForumModerationDto } from '../models/ForumModerationDto.js';
import type { ForumReplyDto } from '../models/ForumReplyDto.js';
import type { ForumReplyFormDto } from '../models/ForumReplyFormDto.js';
import type { ForumSummaryDto } from '../models/ForumSummaryDto.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { UpdateForumDto } from '../models/UpdateForumDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class ForumsService {
  /**
   * Threads: pinned first, then by latest activity (order=asc: oldest activity first); search, category and author filters (visitors: the public ones)
   * Open to visitors; with a member's bearer token, the answer is what that member may see. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listForums({
    page = 1,
    take = 10,
    order,
    search,
    userId,
    category,
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
  }): CancelablePromise<(PageMetaDto & {
    data: Array<ForumSummaryDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/forums',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'search': search,
        'user_id': userId,
        'category': category,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Start a thread: title, category, Markdown body and an optional image
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static createForum({
    formData,
  }: {
    formData: (CreateForumDto & {
      /**
       * JPEG, PNG, WebP or GIF, at most 10 MB
       */
      image?: Blob;
    }),
  }): CancelablePromise<{
    data: ForumDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/forums',
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
   * The forum categories
   * Open to visitors; with a member's bearer token, the answer is what that member may see.
   * @returns CategoryListDto OK
   * @throws ApiError
   */
  public static listForumCategories(): CancelablePromise<CategoryListDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/forums/categories',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete my thread (moderators: any thread), with its replies
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteForum({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/forums/{id}',
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
   * One thread with its first post (visitors: a public one)
   * Open to visitors; with a member's bearer token, the answer is what that member may see.
   * @returns any OK
   * @throws ApiError
   */
  public static getForum({
    id,
  }: {
    id: number,
  }): CancelablePromise<{
    data: ForumDto;
  }> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/forums/{id}',
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
   * Edit my thread: the fields sent change; an image sent replaces the old one
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static updateForum({
    id,
    formData,
  }: {
    id: number,
    formData: (UpdateForumDto & {
      /**
       * JPEG, PNG, WebP or GIF, at most 10 MB
       */
      image?: Blob;
    }),
  }): CancelablePromise<{
    data: ForumDto;
  }> {
    return __request(OpenAPI, {
      method: 'PATCH',
      url: '/api/forums/{id}',
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
   * Pin (moderators) or lock (the author or a moderator) a thread
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static moderateForum({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: ForumModerationDto,
  }): CancelablePromise<{
    data: ForumDto;
  }> {
    return __request(OpenAPI, {
      method: 'PATCH',
      url: '/api/forums/{id}/moderation',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
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
   * The replies of a thread, oldest first unless order=desc (visitors: of a public thread)
   * Open to visitors; with a member's bearer token, the answer is what that member may see. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listForumReplies({
    id,
    page = 1,
    take = 10,
    order,
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
  }): CancelablePromise<(PageMetaDto & {
    data: Array<ForumReplyDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/forums/{id}/replies',
      path: {
        'id': id,
      },
      query: {
        'page': page,
        'take': take,
        'order': order,
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
   * Reply in a thread (Markdown); its author and earlier repliers are notified
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static createForumReply({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: ForumReplyFormDto,
  }): CancelablePromise<{
    data: ForumReplyDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/forums/{id}/replies',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `Not found`,
        409: `The thread is locked`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete my reply (moderators: any reply)
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteForumReply({
    id,
    replyId,
  }: {
    id: number,
    replyId: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/forums/{id}/replies/{replyId}',
      path: {
        'id': id,
        'replyId': replyId,
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
   * Edit my reply
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static updateForumReply({
    id,
    replyId,
    requestBody,
  }: {
    id: number,
    replyId: number,
    requestBody: ForumReplyFormDto,
  }): CancelablePromise<{
    data: ForumReplyDto;
  }> {
    return __request(OpenAPI, {
      method: 'PATCH',
      url: '/api/forums/{id}/replies/{replyId}',
      path: {
        'id': id,
        'replyId': replyId,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not allowed`,
        404: `Not found`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
