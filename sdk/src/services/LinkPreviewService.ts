/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { LinkPreviewResponseDto } from '../models/LinkPreviewResponseDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class LinkPreviewService {
  /**
   * Preview a link: a Plaza page as the member may see it, or another site’s title, description and image (204: nothing to show)
   * Members only: the bearer token from sign-in.
   * @returns LinkPreviewResponseDto OK
   * @throws ApiError
   */
  public static linkPreview({
    url,
  }: {
    /**
     * The http(s) address a message contains
     */
    url: string,
  }): CancelablePromise<LinkPreviewResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/link-preview',
      query: {
        'url': url,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        429: `Too many attempts`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
