/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AddToFolderDto } from '../models/AddToFolderDto.js';
import type { CreateFolderDto } from '../models/CreateFolderDto.js';
import type { MoveOrRenameDto } from '../models/MoveOrRenameDto.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { SharedByMeItemDto } from '../models/SharedByMeItemDto.js';
import type { SharedItemResponseDto } from '../models/SharedItemResponseDto.js';
import type { SharedWithMeItemDto } from '../models/SharedWithMeItemDto.js';
import type { ShareFormDto } from '../models/ShareFormDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { StorageItemDto } from '../models/StorageItemDto.js';
import type { StorageItemResponseDto } from '../models/StorageItemResponseDto.js';
import type { StorageItemsResponseDto } from '../models/StorageItemsResponseDto.js';
import type { StorageQuotaResponseDto } from '../models/StorageQuotaResponseDto.js';
import type { StorageSort } from '../models/StorageSort.js';
import type { UnshareDto } from '../models/UnshareDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class StorageService {
  /**
   * A folder’s files and folders (mine or shared with me; default: the top of my storage), folders first
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listStorage({
    page = 1,
    take = 10,
    order,
    folderId,
    sort,
    search,
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
     * The folder to list (mine or shared with me)
     */
    folderId?: number,
    sort?: StorageSort,
    /**
     * Words the name must contain
     */
    search?: string,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<StorageItemDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/storage',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'folder_id': folderId,
        'sort': sort,
        'search': search,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such folder, or not shared with me`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Upload one or more files (at most 10, 100 MB each) into a folder of mine or the top; a name already taken gets a number. Larger files: the resumable endpoint /api/storage/uploads (tus)
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns StorageItemsResponseDto Created
   * @throws ApiError
   */
  public static uploadStorage({
    formData,
  }: {
    formData: {
      /**
       * Any files
       */
      files: Array<Blob>;
      /**
       * The folder to store them in; none for the top
       */
      folder_id?: number;
    },
  }): CancelablePromise<StorageItemsResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/storage',
      formData: formData,
      mediaType: 'multipart/form-data',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `The folder is not mine`,
        404: `No such folder`,
        413: `A file over its limit, or over my quota`,
        415: `Not multipart`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Files only: of a folder (mine or shared with me), or without folder_id every file of mine wherever it is
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listStorageFiles({
    page = 1,
    take = 10,
    order,
    folderId,
    sort,
    search,
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
     * The folder to list (mine or shared with me)
     */
    folderId?: number,
    sort?: StorageSort,
    /**
     * Words the name must contain
     */
    search?: string,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<StorageItemDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/storage/files',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'folder_id': folderId,
        'sort': sort,
        'search': search,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such folder, or not shared with me`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Folders only: of a folder (mine or shared with me), or without folder_id every folder of mine
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listStorageFolders({
    page = 1,
    take = 10,
    order,
    folderId,
    sort,
    search,
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
     * The folder to list (mine or shared with me)
     */
    folderId?: number,
    sort?: StorageSort,
    /**
     * Words the name must contain
     */
    search?: string,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<StorageItemDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/storage/folders',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'folder_id': folderId,
        'sort': sort,
        'search': search,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such folder, or not shared with me`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Create a folder, at the top or in a folder of mine
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns StorageItemResponseDto Created
   * @throws ApiError
   */
  public static createStorageFolder({
    requestBody,
  }: {
    requestBody: CreateFolderDto,
  }): CancelablePromise<StorageItemResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/storage/folders',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `The parent folder is not mine`,
        404: `No such parent folder`,
        409: `The name is taken in that folder`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Put one of my files or folders into a folder of mine
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns StorageItemResponseDto OK
   * @throws ApiError
   */
  public static addToStorageFolder({
    requestBody,
  }: {
    requestBody: AddToFolderDto,
  }): CancelablePromise<StorageItemResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/storage/folders/add',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not mine`,
        404: `No such item or folder`,
        409: `The name is taken in that folder`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * How much of my storage quota I use
   * Members only: the bearer token from sign-in.
   * @returns StorageQuotaResponseDto OK
   * @throws ApiError
   */
  public static getStorageQuota(): CancelablePromise<StorageQuotaResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/storage/quota',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Share one of my files or folders with one or more friends (friends only); each hears of it once
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns SharedItemResponseDto Created
   * @throws ApiError
   */
  public static shareStorageItem({
    formData,
  }: {
    formData: ShareFormDto,
  }): CancelablePromise<SharedItemResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/storage/shared',
      formData: formData,
      mediaType: 'multipart/form-data',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not mine, or someone named is not my friend`,
        404: `No such item`,
        415: `Not multipart`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * What friends shared with me, most recent share first (a shared folder is opened with GET /storage?folder_id=)
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listStorageSharedWithMe({
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
    data: Array<SharedWithMeItemDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/storage/shared/friends',
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
   * What I shared, and with whom
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listStorageSharedByMe({
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
    data: Array<SharedByMeItemDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/storage/shared/me',
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
   * Delete one of my files, or a folder with everything in it
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteStorageItem({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/storage/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not mine`,
        404: `No such item`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * One file or folder (mine or shared with me), with its download URL and the folders above it
   * Members only: the bearer token from sign-in.
   * @returns StorageItemResponseDto OK
   * @throws ApiError
   */
  public static getStorageItem({
    id,
  }: {
    id: number,
  }): CancelablePromise<StorageItemResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/storage/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such item, or not shared with me`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * A stored file’s bytes, through the signed URL an item’s `url` gives (no token: the signature names the member, whose access is checked again). Honours Range (206), If-None-Match (304) and If-Range
   * Open to anyone, without a token.
   * @returns binary The file
   * @returns any The requested range
   * @throws ApiError
   */
  public static downloadStorageItem({
    id,
    u,
    e,
    s,
    download,
  }: {
    id: number,
    /**
     * The member the URL was issued to
     */
    u: string,
    /**
     * Expiry (seconds since the epoch)
     */
    e: string,
    /**
     * Signature
     */
    s: string,
    /**
     * 1: save as a file (Content-Disposition: attachment)
     */
    download?: '1',
  }): CancelablePromise<Blob | any> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/storage/{id}/content',
      path: {
        'id': id,
      },
      query: {
        'u': u,
        'e': e,
        's': s,
        'download': download,
      },
      errors: {
        304: `Not modified`,
        403: `The link is invalid or expired`,
        404: `No such file, or no longer shared with the member`,
        416: `The range starts past the end`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Rename one of my files or folders and/or move it (folder_id null: to the top)
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns StorageItemResponseDto OK
   * @throws ApiError
   */
  public static moveOrRenameStorageItem({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: MoveOrRenameDto,
  }): CancelablePromise<StorageItemResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/storage/{id}/move-or-rename',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not mine`,
        404: `No such item or folder`,
        409: `The name is taken in that folder`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Stop sharing one of my files or folders with one friend (user_id) or with everyone; effective at their next request
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns SharedItemResponseDto OK
   * @throws ApiError
   */
  public static unshareStorageItem({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: UnshareDto,
  }): CancelablePromise<SharedItemResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/storage/{id}/un-share',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not mine`,
        404: `No such item`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
