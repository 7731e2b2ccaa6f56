/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AccountDeletionDto } from '../models/AccountDeletionDto.js';
import type { MemberExportDto } from '../models/MemberExportDto.js';
import type { MemberExportListDto } from '../models/MemberExportListDto.js';
import type { ScheduleDeletionDto } from '../models/ScheduleDeletionDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class AccountService {
  /**
   * Cancel the scheduled deletion of my account
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static cancelDeletion(): CancelablePromise<{
    data: AccountDeletionDto;
  }> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/me/deletion',
      errors: {
        401: `Missing, invalid or expired access token`,
        409: `Not scheduled`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete my account after the grace period (ACCOUNT_DELETION_GRACE_DAYS, 14 by default): confirmed with my password, and a second-factor code when two-factor sign-in is on. Signing in until then works, and I can cancel
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static scheduleDeletion({
    requestBody,
  }: {
    requestBody: ScheduleDeletionDto,
  }): CancelablePromise<{
    data: AccountDeletionDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/me/deletion',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        409: `Already scheduled`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * My data exports, newest first, and when I may ask for the next one
   * Members only: the bearer token from sign-in.
   * @returns MemberExportListDto OK
   * @throws ApiError
   */
  public static listExports(): CancelablePromise<MemberExportListDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/me/exports',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Ask for a copy of all my data: a zip (JSON per section, bookmarks also as HTML, my media and stored files) built in the background; progress arrives as `export.progress`, then a notification and a mail with the link. One a day
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static requestExport(): CancelablePromise<{
    data: MemberExportDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/me/exports',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        429: `An export was requested less than 24 hours ago (the message says when the next one may be)`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Download an export (a zip): with my bearer token, or through the signed link (`e` and `s`, as in `download_url` and the mail) without one. The link stops working when it expires or when the account is banned, suspended or deleted
   * Open to visitors; with a member's bearer token, the answer is what that member may see.
   * @returns binary The zip
   * @throws ApiError
   */
  public static downloadExport({
    id,
    e,
    s,
  }: {
    id: number,
    /**
     * Expiry of the link (seconds since the epoch)
     */
    e?: string,
    /**
     * Signature of the link
     */
    s?: string,
  }): CancelablePromise<Blob> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/me/exports/{id}/download',
      path: {
        'id': id,
      },
      query: {
        'e': e,
        's': s,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `Not found`,
        409: `The export is not ready`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
