/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SearchTypesResponseDto } from '../models/SearchTypesResponseDto';
import type { SiteSearchResponseDto } from '../models/SiteSearchResponseDto';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class SearchService {
  /**
   * Search every section: a page of results per type, with how many of each, the best first
   * @returns SiteSearchResponseDto
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
   * @returns SearchTypesResponseDto
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
