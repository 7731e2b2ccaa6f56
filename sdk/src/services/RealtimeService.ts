/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChannelAuthDto } from '../models/ChannelAuthDto.js';
import type { ChannelAuthResponseDto } from '../models/ChannelAuthResponseDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class RealtimeService {
  /**
   * Sign a private channel subscription for one socket
   * Members only: the bearer token from sign-in.
   * @returns ChannelAuthResponseDto OK
   * @throws ApiError
   */
  public static authorizeChannel({
    requestBody,
  }: {
    requestBody: ChannelAuthDto,
  }): CancelablePromise<ChannelAuthResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/broadcasting/auth',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `Not allowed on that channel`,
        422: `Malformed socket id or channel name`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
