/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { LiveDto } from '../models/LiveDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class HealthService {
  /**
   * Readiness: database, and Redis and the queues when configured
   * Open to anyone, without a token.
   * @returns any The Health Check is successful
   * @throws ApiError
   */
  public static checkHealth(): CancelablePromise<{
    details?: Record<string, Record<string, any>>;
    error?: Record<string, Record<string, any>> | null;
    info?: Record<string, Record<string, any>> | null;
    status?: 'ok' | 'degraded';
  }> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/health',
      errors: {
        503: `The Health Check is not successful`,
      },
    });
  }
  /**
   * Liveness: the process answers (no dependency is checked)
   * Open to anyone, without a token.
   * @returns LiveDto OK
   * @throws ApiError
   */
  public static checkLive(): CancelablePromise<LiveDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/health/live',
      errors: {
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
