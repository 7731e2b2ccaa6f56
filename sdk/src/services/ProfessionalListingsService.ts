/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChatDto } from '../models/ChatDto.js';
import type { ContactListingDto } from '../models/ContactListingDto.js';
import type { CreateProfessionalListingDto } from '../models/CreateProfessionalListingDto.js';
import type { HousingType } from '../models/HousingType.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { ProfessionalListingDto } from '../models/ProfessionalListingDto.js';
import type { ProfessionalListingSort } from '../models/ProfessionalListingSort.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { UpdateProfessionalListingDto } from '../models/UpdateProfessionalListingDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class ProfessionalListingsService {
  /**
   * Professional listings: what is listed (active and reserved), searched, filtered and sorted; open to visitors
   * With `search`, at most 200 matches are answered (`total` is capped at 200): the first 200 in the order asked (for relevance, the 200 newest matches, best first).
   *
   * Open to visitors; with a member's bearer token, the answer is what that member may see. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listProfessionalListings({
    page = 1,
    take = 10,
    order,
    search,
    sort,
    housingTypes,
    location,
    priceMin,
    priceMax,
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
     * Words to find in the title (ranked first) and the description; accents, case and one typo per word are forgiven
     */
    search?: string,
    /**
     * Default: relevance when searching, else created_at; the direction is `order`
     */
    sort?: ProfessionalListingSort,
    /**
     * Only listings with this housing type
     */
    housingTypes?: HousingType,
    /**
     * Part of the city (case and accents ignored)
     */
    location?: string,
    /**
     * Lowest price, compared in each listing's own currency (no exchange rates)
     */
    priceMin?: number,
    /**
     * Highest price, compared in each listing's own currency (no exchange rates)
     */
    priceMax?: number,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<ProfessionalListingDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/professional_listings',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'search': search,
        'sort': sort,
        'housing_types': housingTypes,
        'location': location,
        'price_min': priceMin,
        'price_max': priceMax,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Publish a listing (active for 60 days), with up to 10 images under `image`
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any Created
   * @throws ApiError
   */
  public static createProfessionalListing({
    formData,
  }: {
    formData: (CreateProfessionalListingDto & {
      /**
       * JPEG, PNG, WebP or GIF; the first is the cover, at most 10 MB each, up to 10 files
       */
      image?: Array<Blob>;
    }),
  }): CancelablePromise<{
    data: ProfessionalListingDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/professional_listings',
      formData: formData,
      mediaType: 'multipart/form-data',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `My email address is not confirmed yet`,
        413: `A file is over its size limit`,
        415: `Not a multipart body, or a file of a type not accepted`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete my listing with its images
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteProfessionalListing({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/professional_listings/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `Not my listing`,
        404: `Not found`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * One listing: listed ones for everyone, every status for its owner
   * Open to visitors; with a member's bearer token, the answer is what that member may see.
   * @returns any OK
   * @throws ApiError
   */
  public static getProfessionalListing({
    id,
  }: {
    id: number,
  }): CancelablePromise<{
    data: ProfessionalListingDto;
  }> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/professional_listings/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such listing, or not visible to me`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Edit my listing: the fields given, its status (active renews it), the images kept and their order
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static updateProfessionalListing({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: UpdateProfessionalListingDto,
  }): CancelablePromise<{
    data: ProfessionalListingDto;
  }> {
    return __request(OpenAPI, {
      method: 'PATCH',
      url: '/api/professional_listings/{id}',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not my listing`,
        404: `Not found`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Contact the owner: opens my chat with them and sends my message with a link to the listing
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static contactProfessionalListingOwner({
    id,
    requestBody,
  }: {
    id: number,
    requestBody: ContactListingDto,
  }): CancelablePromise<{
    data: ChatDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/professional_listings/{id}/contact',
      path: {
        'id': id,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `Not found`,
        422: `My own listing, or a message over 300 characters`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Add images to my listing, after those it has (at most 10 in all)
   * Members only: the bearer token from sign-in. A multipart/form-data body, fields and files together: 413 past a file's size limit, 415 for a file type not accepted. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns any OK
   * @throws ApiError
   */
  public static addProfessionalListingImages({
    id,
    formData,
  }: {
    id: number,
    formData: {
      /**
       * JPEG, PNG, WebP or GIF; the first is the cover, at most 10 MB each, up to 10 files
       */
      image?: Array<Blob>;
    },
  }): CancelablePromise<{
    data: ProfessionalListingDto;
  }> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/professional_listings/{id}/images',
      path: {
        'id': id,
      },
      formData: formData,
      mediaType: 'multipart/form-data',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not my listing`,
        404: `Not found`,
        413: `A file is over its size limit`,
        415: `Not a multipart body, or a file of a type not accepted`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
