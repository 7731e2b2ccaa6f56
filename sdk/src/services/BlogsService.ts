/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BlogDto } from '../models/BlogDto.js';
import type { BlogSummaryDto } from '../models/BlogSummaryDto.js';
import type { CategoryListDto } from '../models/CategoryListDto.js';
import type { ContentCommentDto } from '../models/ContentCommentDto.js';
import type { CreateBlogDto } from '../models/CreateBlogDto.js';
import type { CreateCommentDto } from '../models/CreateCommentDto.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { ReactionStateDto } from '../models/ReactionStateDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { UpdateBlogDto } from '../models/UpdateBlogDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class BlogsService {
  /**
   * Blog posts, newest first unless order=asc; search, category and author filters (visitors: the public ones)
   * Open to visitors; with a member's bearer token, the answer is what that member may see. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listBlogs({
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
    data: Array<BlogSummaryDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blogs',
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
   * Publish a blog post: title, category, Markdown body and an optional image
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static createBlog({
    formData,
  }: {
    formData: (CreateBlogDto & {
      /**
       * JPEG, PNG, WebP or GIF, at most 10 MB
       */
      image?: Blob;
    }),
  }): CancelablePromise<{
    data: BlogDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/blogs',
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
   * The blog categories
   * Open to visitors; with a member's bearer token, the answer is what that member may see.
   * @returns CategoryListDto OK
   * @throws ApiError
   */
  public static listBlogCategories(): CancelablePromise<CategoryListDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blogs/categories',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete my blog post, with its likes, comments and image
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteBlog({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/blogs/{id}',
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
   * One blog post, with its Markdown and the HTML rendered from it (visitors: a public one)
   * Open to visitors; with a member's bearer token, the answer is what that member may see.
   * @returns any OK
   * @throws ApiError
   */
  public static getBlog({
    id,
  }: {
    id: number,
  }): CancelablePromise<{
    data: BlogDto;
  }> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blogs/{id}',
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
   * Edit my blog post: the fields sent change; an image sent replaces the old one
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static updateBlog({
    id,
    formData,
  }: {
    id: number,
    formData: (UpdateBlogDto & {
      /**
       * JPEG, PNG, WebP or GIF, at most 10 MB
       */
      image?: Blob;
    }),
  }): CancelablePromise<{
    data: BlogDto;
  }> {
    return __request(OpenAPI, {
      method: 'PATCH',
      url: '/api/blogs/{id}',
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
   * The comments on a blog post, newest first unless order=asc (visitors: on a public one)
   * Open to visitors; with a member's bearer token, the answer is what that member may see. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listBlogComments({
    id,
    page = 1,
    take = 10,
    order,
  }: {
    /**
     * The blog post’s id
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
      url: '/api/blogs/{id}/comments',
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
        404: `No such blog post, or its author and I blocked each other`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Comment on a blog post (1 to 2000 characters); its author is notified
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static createBlogComment({
    id,
    requestBody,
  }: {
    /**
     * The blog post’s id
     */
    id: number,
    requestBody: CreateCommentDto,
  }): CancelablePromise<{
    data: ContentCommentDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/blogs/{id}/comments',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `No such blog post, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete a comment: its author or the blog post’s author
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteBlogComment({
    id,
    commentId,
  }: {
    /**
     * The blog post’s id
     */
    id: number,
    commentId: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/blogs/{id}/comments/{commentId}',
      path: {
        'id': id,
        'commentId': commentId,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not allowed`,
        404: `No such blog post, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Take my like of a blog post back (idempotent); answers its new counts
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static unlikeBlog({
    id,
  }: {
    /**
     * The blog post’s id
     */
    id: number,
  }): CancelablePromise<{
    data: ReactionStateDto;
  }> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/blogs/{id}/like',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such blog post, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Like a blog post (liking twice changes nothing); answers its new counts
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static likeBlog({
    id,
  }: {
    /**
     * The blog post’s id
     */
    id: number,
  }): CancelablePromise<{
    data: ReactionStateDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/blogs/{id}/like',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such blog post, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
