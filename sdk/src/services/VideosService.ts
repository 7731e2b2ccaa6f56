/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ContentCommentDto } from '../models/ContentCommentDto.js';
import type { CreateCommentDto } from '../models/CreateCommentDto.js';
import type { CreateVideoDto } from '../models/CreateVideoDto.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { ReactionStateDto } from '../models/ReactionStateDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { UpdateVideoDto } from '../models/UpdateVideoDto.js';
import type { VideoDto } from '../models/VideoDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class VideosService {
  /**
   * Videos ready to play (and my own while processing), newest first unless order=asc; search and author filters (visitors: the public ones)
   * Open to visitors; with a member's bearer token, the answer is what that member may see. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listVideos({
    page = 1,
    take = 10,
    order,
    search,
    userId,
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
  }): CancelablePromise<(PageMetaDto & {
    data: Array<VideoDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/videos',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'search': search,
        'user_id': userId,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Upload a video: title, optional description and the file
   * Answers at once with the video processing; `videos.progress` and `videos.status` on my user channel tell when it is ready (or why it failed). 415 when the file is not a video, 413 when it is too large or too long.
   *
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static createVideo({
    formData,
  }: {
    formData: (CreateVideoDto & {
      /**
       * A video (MP4, WebM, MOV, MKV, AVI, OGG…); the limit is VIDEO_MAX_BYTES, at most 100 MB
       */
      video: Blob;
    }),
  }): CancelablePromise<{
    data: VideoDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/videos',
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
   * Delete my video, with its files, likes and comments
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteVideo({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/videos/{id}',
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
   * One video: its file and poster once ready (visitors: a public one)
   * Open to visitors; with a member's bearer token, the answer is what that member may see.
   * @returns any OK
   * @throws ApiError
   */
  public static getVideo({
    id,
  }: {
    id: number,
  }): CancelablePromise<{
    data: VideoDto;
  }> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/videos/{id}',
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
   * Edit my video’s title or description
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static updateVideo({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: UpdateVideoDto,
  }): CancelablePromise<{
    data: VideoDto;
  }> {
    return __request(OpenAPI, {
      method: 'PATCH',
      url: '/api/videos/{id}',
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
   * The comments on a video, newest first unless order=asc (visitors: on a public one)
   * Open to visitors; with a member's bearer token, the answer is what that member may see. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listVideoComments({
    id,
    page = 1,
    take = 10,
    order,
  }: {
    /**
     * The video’s id
     */
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
    data: Array<ContentCommentDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/videos/{id}/comments',
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
        404: `No such video, or its author and I blocked each other`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Comment on a video (1 to 2000 characters); its author is notified
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static createVideoComment({
    id,
    requestBody,
  }: {
    /**
     * The video’s id
     */
    id: number,
    requestBody: CreateCommentDto,
  }): CancelablePromise<{
    data: ContentCommentDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/videos/{id}/comments',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `No such video, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete a comment: its author or the video’s author
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteVideoComment({
    id,
    commentId,
  }: {
    /**
     * The video’s id
     */
    id: number,
    commentId: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/videos/{id}/comments/{commentId}',
      path: {
        'id': id,
        'commentId': commentId,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not allowed`,
        404: `No such video, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Take my like of a video back (idempotent); answers its new counts
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static unlikeVideo({
    id,
  }: {
    /**
     * The video’s id
     */
    id: number,
  }): CancelablePromise<{
    data: ReactionStateDto;
  }> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/videos/{id}/like',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such video, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Like a video (liking twice changes nothing); answers its new counts
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static likeVideo({
    id,
  }: {
    /**
     * The video’s id
     */
    id: number,
  }): CancelablePromise<{
    data: ReactionStateDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/videos/{id}/like',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such video, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
