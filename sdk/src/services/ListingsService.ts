/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ListingSection } from '../models/ListingSection.js';
import type { ListingSettingsDto } from '../models/ListingSettingsDto.js';
import type { ListingStatus } from '../models/ListingStatus.js';
import type { ListingSummaryDto } from '../models/ListingSummaryDto.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class ListingsService {
  /**
   * My listings of every section (or one), in any status (or one), newest first
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listMyListings({
    page = 1,
    take = 10,
    order,
    section,
    status,
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
    section?: ListingSection,
    status?: ListingStatus,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<ListingSummaryDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/listings/mine',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'section': section,
        'status': status,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * The operator's listing settings the forms start from (the default currency)
   * Members only: the bearer token from sign-in.
   * @returns ListingSettingsDto OK
   * @throws ApiError
   */
  public static getListingSettings(): CancelablePromise<ListingSettingsDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/listings/settings',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
