/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CreateReportDto } from '../models/CreateReportDto.js';
import type { ReportDto } from '../models/ReportDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class ReportsService {
  /**
   * Report a member, a post, a comment, a chat message or a listing to the moderators
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static createReport({
    requestBody,
  }: {
    requestBody: CreateReportDto,
  }): CancelablePromise<{
    data: ReportDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/reports',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `Nothing I can see has this type and id`,
        409: `I already reported it and it is still under review`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
