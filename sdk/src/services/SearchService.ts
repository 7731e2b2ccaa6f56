/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SearchTypesResponseDto } from '../models/SearchTypesResponseDto.js';
import type { SiteSearchResponseDto } from '../models/SiteSearchResponseDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class SearchService {
  /**
   * Search every section: a page of results per type, with how many of each, the best first
   * Open to visitors; with a member's bearer token, the answer is what that member may see. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns SiteSearchResponseDto OK
   * @throws ApiError
   */
  public static siteSearch({
    q,
    types,
    page = 1,
    take = 5,
  }: {
    /**
     * The words to look for (each as a prefix; one typo forgiven per word of 4+ letters); none finds nothing
     */
    q?: string,
    /**
     * Comma-separated types to search (default: every type); see GET /search/types
     */
    types?: Array<string>,
    page?: number,
    /**
     * Results per type
     */
    take?: number,
  }): CancelablePromise<SiteSearchResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/search',
      query: {
        'q': q,
        'types': types,
        'page': page,
        'take': take,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * The types a search may name in `types`, with their labels
   * Open to visitors; with a member's bearer token, the answer is what that member may see.
   * @returns SearchTypesResponseDto OK
   * @throws ApiError
   */
  public static searchTypes(): CancelablePromise<SearchTypesResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/search/types',
      errors: {
        401: `Missing, invalid or expired access token`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
