/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CommentDto } from '../models/CommentDto.js';
import type { CommentResponseDto } from '../models/CommentResponseDto.js';
import type { CreateCommentDto } from '../models/CreateCommentDto.js';
import type { CreatePostDto } from '../models/CreatePostDto.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { PostDto } from '../models/PostDto.js';
import type { PostResponseDto } from '../models/PostResponseDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class PostsService {
  /**
   * My feed: my posts and my friends’, newest first
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listFeed({
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
    data: Array<PostDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/posts',
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
   * Post on my wall: text of 1 to 5000 characters and an optional image (≤ 10 MB)
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns PostResponseDto Created
   * @throws ApiError
   */
  public static createPost({
    formData,
  }: {
    formData: (CreatePostDto & {
      /**
       * JPEG, PNG, WebP or GIF, at most 10 MB
       */
      image?: Blob;
    }),
  }): CancelablePromise<PostResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/posts',
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
   * Delete my post, with its likes, comments and image
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deletePost({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/posts/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not my post`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * One post
   * Members only: the bearer token from sign-in.
   * @returns PostResponseDto OK
   * @throws ApiError
   */
  public static getPost({
    id,
  }: {
    id: number,
  }): CancelablePromise<PostResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/posts/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such post, or its author and I blocked each other`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * The comments of a post, newest first unless order=asc
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listComments({
    id,
    page = 1,
    take = 10,
    order,
  }: {
    /**
     * The post’s id
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
    data: Array<CommentDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/posts/{id}/comments',
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
        404: `No such post (or comment), or its author and I blocked each other`,
        422: `Bad paging parameters`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Comment on a post (1 to 2000 characters)
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns CommentResponseDto Created
   * @throws ApiError
   */
  public static createComment({
    id,
    requestBody,
  }: {
    /**
     * The post’s id
     */
    id: number,
    requestBody: CreateCommentDto,
  }): CancelablePromise<CommentResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/posts/{id}/comments',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `No such post (or comment), or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete a comment: its author or the post’s author
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteComment({
    id,
    commentId,
  }: {
    /**
     * The post’s id
     */
    id: number,
    commentId: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/posts/{id}/comments/{commentId}',
      path: {
        'id': id,
        'commentId': commentId,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Neither my comment nor my post`,
        404: `No such post (or comment), or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Take my like back (idempotent); answers the post with its new counts
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns PostResponseDto OK
   * @throws ApiError
   */
  public static unlikePost({
    id,
  }: {
    id: number,
  }): CancelablePromise<PostResponseDto> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/posts/{id}/like',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Like a post (liking twice changes nothing); answers the post with its new counts
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns PostResponseDto OK
   * @throws ApiError
   */
  public static likePost({
    id,
  }: {
    id: number,
  }): CancelablePromise<PostResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/posts/{id}/like',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * A member’s wall, newest first
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listUserPosts({
    id,
    page = 1,
    take = 10,
    order,
  }: {
    /**
     * The member’s id
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
    data: Array<PostDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/users/{id}/posts',
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
        404: `No such member, or one who blocked me or whom I blocked`,
        422: `Bad paging parameters`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
