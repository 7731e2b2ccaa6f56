/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BlogDto } from '../models/BlogDto';
import type { BlogSummaryDto } from '../models/BlogSummaryDto';
import type { CategoryListDto } from '../models/CategoryListDto';
import type { ContentCommentDto } from '../models/ContentCommentDto';
import type { CreateBlogDto } from '../models/CreateBlogDto';
import type { CreateCommentDto } from '../models/CreateCommentDto';
import type { PageMetaDto } from '../models/PageMetaDto';
import type { ReactionStateDto } from '../models/ReactionStateDto';
import type { SortOrder } from '../models/SortOrder';
import type { UpdateBlogDto } from '../models/UpdateBlogDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class BlogsService {
  /**
   * Blog posts, newest first unless order=asc; search, category and author filters (visitors: the public ones)
   * @returns any
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
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Publish a blog post: title, category, Markdown body and an optional image
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
   * @returns CategoryListDto
   * @throws ApiError
   */
  public static listBlogCategories(): CancelablePromise<CategoryListDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/blogs/categories',
      errors: {
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete my blog post, with its likes, comments and image
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
        404: `Not found`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Edit my blog post: the fields sent change; an image sent replaces the old one
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
   * @returns any
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
        404: `No such blog post, or its author and I blocked each other`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Comment on a blog post (1 to 2000 characters); its author is notified
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
        404: `No such blog post, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete a comment: its author or the blog post’s author
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
        404: `No such blog post, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Like a blog post (liking twice changes nothing); answers its new counts
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
        404: `No such blog post, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
