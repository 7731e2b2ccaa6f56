/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserProfileResponseDto } from '../models/UserProfileResponseDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class UsersService {
  /**
   * A member’s profile: the member, my relation with them, their friends, posts and likes received
   * Members only: the bearer token from sign-in.
   * @returns UserProfileResponseDto OK
   * @throws ApiError
   */
  public static getUserProfile({
    name,
  }: {
    /**
     * The username, in any case
     */
    name: string,
  }): CancelablePromise<UserProfileResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/users/{name}',
      path: {
        'name': name,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such member, or one who blocked me or whom I blocked`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
