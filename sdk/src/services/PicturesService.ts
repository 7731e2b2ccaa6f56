/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AddToAlbumDto } from '../models/AddToAlbumDto';
import type { AlbumDto } from '../models/AlbumDto';
import type { AlbumFormDto } from '../models/AlbumFormDto';
import type { AlbumListDto } from '../models/AlbumListDto';
import type { AlbumSummaryDto } from '../models/AlbumSummaryDto';
import type { ContentCommentDto } from '../models/ContentCommentDto';
import type { CreateCommentDto } from '../models/CreateCommentDto';
import type { CreatePictureDto } from '../models/CreatePictureDto';
import type { PageMetaDto } from '../models/PageMetaDto';
import type { PictureDto } from '../models/PictureDto';
import type { ReactionStateDto } from '../models/ReactionStateDto';
import type { SortOrder } from '../models/SortOrder';
import type { UpdateAlbumDto } from '../models/UpdateAlbumDto';
import type { UpdatePictureDto } from '../models/UpdatePictureDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class PicturesService {
  /**
   * Pictures, newest first unless order=asc; search and author filters (visitors: the public ones)
   * @returns any
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
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Post a picture: title, optional caption and album, and the image (its metadata, GPS included, is removed)
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
   * @returns any
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
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Create an album: name and optional description
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
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Put one of my pictures in one of my albums (again: nothing changes); answers the album
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
   * @returns AlbumListDto
   * @throws ApiError
   */
  public static listMyAlbums(): CancelablePromise<AlbumListDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/pictures/albums/all',
      errors: {
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete my album (its pictures stay)
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
        404: `Not found`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Rename my album, change its description or choose its cover
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
        404: `Not found`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Edit my picture’s title or caption
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
   * @returns any
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
        404: `No such picture, or its author and I blocked each other`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Comment on a picture (1 to 2000 characters); its author is notified
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
        404: `No such picture, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete a comment: its author or the picture’s author
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
        404: `No such picture, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Like a picture (liking twice changes nothing); answers its new counts
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
        404: `No such picture, or its author and I blocked each other`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
