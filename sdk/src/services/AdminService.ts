/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AccountStatus } from '../models/AccountStatus.js';
import type { AdminContentDto } from '../models/AdminContentDto.js';
import type { AdminUserDto } from '../models/AdminUserDto.js';
import type { AdminUserSort } from '../models/AdminUserSort.js';
import type { AuditAction } from '../models/AuditAction.js';
import type { AuditEntryDto } from '../models/AuditEntryDto.js';
import type { ContentSectionsDto } from '../models/ContentSectionsDto.js';
import type { ContentSort } from '../models/ContentSort.js';
import type { ContentStatus } from '../models/ContentStatus.js';
import type { ContentType } from '../models/ContentType.js';
import type { DeleteUserDto } from '../models/DeleteUserDto.js';
import type { ModerationReasonDto } from '../models/ModerationReasonDto.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { ReportCaseDto } from '../models/ReportCaseDto.js';
import type { ReportCaseStatus } from '../models/ReportCaseStatus.js';
import type { ReportReason } from '../models/ReportReason.js';
import type { ReportSort } from '../models/ReportSort.js';
import type { ReportSubjectType } from '../models/ReportSubjectType.js';
import type { ResolveReportDto } from '../models/ResolveReportDto.js';
import type { SetRoleDto } from '../models/SetRoleDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { StatsDto } from '../models/StatsDto.js';
import type { SuspendUserDto } from '../models/SuspendUserDto.js';
import type { UserRole } from '../models/UserRole.js';
import type { WarnUserDto } from '../models/WarnUserDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class AdminService {
  /**
   * Every moderator and system action, newest first (append-only)
   * Moderators and admins only: their bearer token. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listAuditLog({
    page = 1,
    take = 10,
    order,
    action,
    actorId,
    subjectType,
    subjectId,
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
    action?: AuditAction,
    /**
     * Only this moderator’s actions
     */
    actorId?: number,
    subjectType?: ReportSubjectType,
    subjectId?: number,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<AuditEntryDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/admin/audit-log',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'action': action,
        'actor_id': actorId,
        'subject_type': subjectType,
        'subject_id': subjectId,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * What can be reported and moderated, section by section
   * Moderators and admins only: their bearer token.
   * @returns ContentSectionsDto OK
   * @throws ApiError
   */
  public static listContentSections(): CancelablePromise<ContentSectionsDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/admin/content',
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * The content of one section, newest first, hidden included
   * Moderators and admins only: their bearer token. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listContent({
    type,
    page = 1,
    take = 10,
    order,
    search,
    status,
    authorId,
    sort,
  }: {
    /**
     * The content section
     */
    type: ContentType,
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
     * Words of the text
     */
    search?: string,
    status?: ContentStatus,
    /**
     * Only this member’s
     */
    authorId?: number,
    sort?: ContentSort,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<AdminContentDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/admin/content/{type}',
      path: {
        'type': type,
      },
      query: {
        'page': page,
        'take': take,
        'order': order,
        'search': search,
        'status': status,
        'author_id': authorId,
        'sort': sort,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        404: `No such section`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * One item of a section
   * Moderators and admins only: their bearer token.
   * @returns any OK
   * @throws ApiError
   */
  public static getContent({
    type,
    id,
  }: {
    /**
     * The content section
     */
    type: ContentType,
    id: number,
  }): CancelablePromise<{
    data: AdminContentDto;
  }> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/admin/content/{type}/{id}',
      path: {
        'type': type,
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        404: `Not found`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Hide an item from everyone but its author (resolves its open reports)
   * Moderators and admins only: their bearer token. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static hideContent({
    type,
    id,
    requestBody,
  }: {
    /**
     * The content section
     */
    type: ContentType,
    id: number,
    requestBody: ModerationReasonDto,
  }): CancelablePromise<{
    data: AdminContentDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/admin/content/{type}/{id}/hide',
      path: {
        'type': type,
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        404: `Not found`,
        409: `Already hidden`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete an item for good (the audit log keeps what it was)
   * Moderators and admins only: their bearer token. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static removeContent({
    type,
    id,
    requestBody,
  }: {
    /**
     * The content section
     */
    type: ContentType,
    id: number,
    requestBody: ModerationReasonDto,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/admin/content/{type}/{id}/remove',
      path: {
        'type': type,
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        404: `Not found`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Show a hidden item again (dismisses its open reports)
   * Moderators and admins only: their bearer token. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static restoreContent({
    type,
    id,
    requestBody,
  }: {
    /**
     * The content section
     */
    type: ContentType,
    id: number,
    requestBody: ModerationReasonDto,
  }): CancelablePromise<{
    data: AdminContentDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/admin/content/{type}/{id}/restore',
      path: {
        'type': type,
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        404: `Not found`,
        409: `Not hidden`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Reports, grouped by what they are about, most recently reported first
   * Moderators and admins only: their bearer token. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listReportCases({
    page = 1,
    take = 10,
    order,
    status,
    reason,
    subjectType,
    sort,
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
    status?: ReportCaseStatus,
    /**
     * Cases with at least one report for this reason
     */
    reason?: ReportReason,
    subjectType?: ReportSubjectType,
    sort?: ReportSort,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<ReportCaseDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/admin/reports',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'status': status,
        'reason': reason,
        'subject_type': subjectType,
        'sort': sort,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * One entry of the reports queue
   * Moderators and admins only: their bearer token.
   * @returns any OK
   * @throws ApiError
   */
  public static getReportCase({
    id,
  }: {
    id: number,
  }): CancelablePromise<{
    data: ReportCaseDto;
  }> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/admin/reports/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        404: `Not found`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Resolve every open report on the subject: dismiss, hide, remove, or warn, suspend or ban its author
   * Moderators and admins only: their bearer token. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static resolveReportCase({
    id,
    requestBody,
  }: {
    /**
     * The id of the queue entry
     */
    id: number,
    requestBody: ResolveReportDto,
  }): CancelablePromise<{
    data: ReportCaseDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/admin/reports/{id}/resolve',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        404: `No such entry`,
        409: `Already resolved, or the member is already banned`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Counts for the dashboard: open reports, members, content per section, per day
   * Moderators and admins only: their bearer token.
   * @returns StatsDto OK
   * @throws ApiError
   */
  public static getStats({
    days = 14,
  }: {
    /**
     * Days of the per-day series
     */
    days?: number,
  }): CancelablePromise<StatsDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/admin/stats',
      query: {
        'days': days,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Members, newest first; search by name, username or email
   * Moderators and admins only: their bearer token. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listAdminUsers({
    page = 1,
    take = 10,
    order,
    search,
    role,
    status,
    sort,
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
     * Words of the name, username or email
     */
    search?: string,
    role?: UserRole,
    status?: AccountStatus,
    sort?: AdminUserSort,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<AdminUserDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/admin/users',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'search': search,
        'role': role,
        'status': status,
        'sort': sort,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * One member, with their standing
   * Moderators and admins only: their bearer token.
   * @returns any OK
   * @throws ApiError
   */
  public static getAdminUser({
    id,
  }: {
    id: number,
  }): CancelablePromise<{
    data: AdminUserDto;
  }> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/admin/users/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        404: `Not found`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Ban a member: their sessions and sockets end at once, signing in is refused
   * Moderators and admins only: their bearer token. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static banUser({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: ModerationReasonDto,
  }): CancelablePromise<{
    data: AdminUserDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/admin/users/{id}/ban',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        404: `Not found`,
        409: `Already banned`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete a member’s account at once (no grace period): their sessions end, their data is erased as their own deletion would; the reason goes to the audit log
   * Moderators and admins only: their bearer token. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static deleteUser({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: DeleteUserDto,
  }): CancelablePromise<{
    data: AdminUserDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/admin/users/{id}/delete',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        404: `Not found`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Make a member a moderator or an administrator, or a member again (administrators only)
   * Moderators and admins only: their bearer token. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static setUserRole({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: SetRoleDto,
  }): CancelablePromise<{
    data: AdminUserDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/admin/users/{id}/role',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        404: `Not found`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Suspend a member until a date: their sessions and sockets end at once
   * Moderators and admins only: their bearer token. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static suspendUser({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: SuspendUserDto,
  }): CancelablePromise<{
    data: AdminUserDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/admin/users/{id}/suspend',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        404: `Not found`,
        409: `Already banned`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Lift a ban or a suspension
   * Moderators and admins only: their bearer token. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static unbanUser({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: ModerationReasonDto,
  }): CancelablePromise<{
    data: AdminUserDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/admin/users/{id}/unban',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        404: `Not found`,
        409: `Neither banned nor suspended`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Warn a member (they are notified with the reason)
   * Moderators and admins only: their bearer token. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static warnUser({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: WarnUserDto,
  }): CancelablePromise<{
    data: AdminUserDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/admin/users/{id}/warn',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not a member of these roles`,
        404: `Not found`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
