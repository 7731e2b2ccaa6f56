/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AddToAlbumDto } from '../models/AddToAlbumDto.js';
import type { AlbumDto } from '../models/AlbumDto.js';
import type { AlbumFormDto } from '../models/AlbumFormDto.js';
import type { AlbumListDto } from '../models/AlbumListDto.js';
import type { AlbumSummaryDto } from '../models/AlbumSummaryDto.js';
import type { ContentCommentDto } from '../models/ContentCommentDto.js';
import type { CreateCommentDto } from '../models/CreateCommentDto.js';
import type { CreatePictureDto } from '../models/CreatePictureDto.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { PictureDto } from '../models/PictureDto.js';
import type { ReactionStateDto } from '../models/ReactionStateDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { UpdateAlbumDto } from '../models/UpdateAlbumDto.js';
import type { UpdatePictureDto } from '../models/UpdatePictureDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class PicturesService {
  /**
   * Pictures, newest first unless order=asc; search and author filters (visitors: the public ones)
   * Open to visitors; with a member's bearer token, the answer is what that member may see. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listPictures({
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
    data: Array<PictureDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/pictures',
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
   * Post a picture: title, optional caption and album, and the image (its metadata, GPS included, is removed)
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static createPicture({
    formData,
  }: {
    formData: (CreatePictureDto & {
      /**
       * JPEG, PNG, WebP or GIF, at most 10 MB
       */
      image: Blob;
    }),
  }): CancelablePromise<{
    data: PictureDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/pictures',
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
   * Albums, newest first unless order=asc; search and owner filters (visitors: the public ones)
   * Open to visitors; with a member's bearer token, the answer is what that member may see. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listAlbums({
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
    data: Array<AlbumSummaryDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/pictures/albums',
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
   * Create an album: name and optional description
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static createAlbum({
    requestBody,
  }: {
    requestBody: AlbumFormDto,
  }): CancelablePromise<{
    data: AlbumDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/pictures/albums',
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
   * Put one of my pictures in one of my albums (again: nothing changes); answers the album
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static addPictureToAlbum({
    requestBody,
  }: {
    requestBody: AddToAlbumDto,
  }): CancelablePromise<{
    data: AlbumDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/pictures/albums/add',
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
   * All my albums, by name (to choose one)
   * Members only: the bearer token from sign-in.
   * @returns AlbumListDto OK
   * @throws ApiError
   */
  public static listMyAlbums(): CancelablePromise<AlbumListDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/pictures/albums/all',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete my album (its pictures stay)
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteAlbum({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/pictures/albums/{id}',
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
   * One album with its pictures, in the order they were added (visitors: a public one, with its public pictures)
   * Open to visitors; with a member's bearer token, the answer is what that member may see.
   * @returns any OK
   * @throws ApiError
   */
  public static getAlbum({
    id,
  }: {
    id: number,
  }): CancelablePromise<{
    data: AlbumDto;
  }> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/pictures/albums/{id}',
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
   * Rename my album, change its description or choose its cover
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static updateAlbum({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: UpdateAlbumDto,
  }): CancelablePromise<{
    data: AlbumDto;
  }> {
    return __request(OpenAPI, {
      method: 'PATCH',
      url: '/api/pictures/albums/{id}',
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
   * Take a picture out of my album (the picture stays); answers the album
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static removePictureFromAlbum({
    id,
    pictureId,
  }: {
    id: number,
    pictureId: number,
  }): CancelablePromise<{
    data: AlbumDto;
  }> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/pictures/albums/{id}/pictures/{pictureId}',
      path: {
        'id': id,
        'pictureId': pictureId,
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
   * Delete my picture, from its albums too
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deletePicture({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/pictures/{id}',
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
   * One picture (visitors: a public one)
   * Open to visitors; with a member's bearer token, the answer is what that member may see.
   * @returns any OK
   * @throws ApiError
   */
  public static getPicture({
    id,
  }: {
    id: number,
  }): CancelablePromise<{
    data: PictureDto;
  }> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/pictures/{id}',
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
   * Edit my picture’s title or caption
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static updatePicture({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: UpdatePictureDto,
  }): CancelablePromise<{
    data: PictureDto;
  }> {
    return __request(OpenAPI, {
      method: 'PATCH',
      url: '/api/pictures/{id}',
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
   * The comments on a picture, newest first unless order=asc (visitors: on a public one)
   * Open to visitors; with a member's bearer token, the answer is what that member may see. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listPictureComments({
    id,
    page = 1,
    take = 10,
    order,
  }: {
    /**
     * The picture’s id
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
      url: '/api/pictures/{id}/comments',
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
        404: `No such picture, or its author and I blocked each other`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Comment on a picture (1 to 2000 characters); its author is notified
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static createPictureComment({
    id,
    requestBody,
  }: {
    /**
     * The picture’s id
     */
    id: number,
    requestBody: CreateCommentDto,
  }): CancelablePromise<{
    data: ContentCommentDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/pictures/{id}/comments',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `No such picture, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete a comment: its author or the picture’s author
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deletePictureComment({
    id,
    commentId,
  }: {
    /**
     * The picture’s id
     */
    id: number,
    commentId: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/pictures/{id}/comments/{commentId}',
      path: {
        'id': id,
        'commentId': commentId,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not allowed`,
        404: `No such picture, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Take my like of a picture back (idempotent); answers its new counts
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static unlikePicture({
    id,
  }: {
    /**
     * The picture’s id
     */
    id: number,
  }): CancelablePromise<{
    data: ReactionStateDto;
  }> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/pictures/{id}/like',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such picture, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Like a picture (liking twice changes nothing); answers its new counts
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static likePicture({
    id,
  }: {
    /**
     * The picture’s id
     */
    id: number,
  }): CancelablePromise<{
    data: ReactionStateDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/pictures/{id}/like',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such picture, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
