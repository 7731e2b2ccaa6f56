/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { BlockedUserDto } from '../models/BlockedUserDto.js';
import type { FriendListItemDto } from '../models/FriendListItemDto.js';
import type { FriendListResponseDto } from '../models/FriendListResponseDto.js';
import type { FriendRequestDirection } from '../models/FriendRequestDirection.js';
import type { FriendshipResponseDto } from '../models/FriendshipResponseDto.js';
import type { FriendSort } from '../models/FriendSort.js';
import type { FriendSuggestionsResponseDto } from '../models/FriendSuggestionsResponseDto.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { UserIdBodyDto } from '../models/UserIdBodyDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class FriendsService {
  /**
   * My friends, with their presence (paged; sort recent or name; optional search)
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listFriends({
    page = 1,
    take = 10,
    order,
    search,
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
     * Only friends whose name or username contains these words (case and accents ignored)
     */
    search?: string,
    /**
     * `recent`: most recent first (order defaults to desc); `name`: by first then last name (order defaults to asc)
     */
    sort?: FriendSort,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<FriendListItemDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/friends',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'search': search,
        'sort': sort,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Accept the friend request this member sent me
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns FriendshipResponseDto The relation after the change
   * @throws ApiError
   */
  public static acceptFriend({
    requestBody,
  }: {
    requestBody: UserIdBodyDto,
  }): CancelablePromise<FriendshipResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/friends/accept',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `No such member`,
        409: `No pending request from this member`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Send a friend request
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns FriendshipResponseDto The relation after the change
   * @throws ApiError
   */
  public static addFriend({
    requestBody,
  }: {
    requestBody: UserIdBodyDto,
  }): CancelablePromise<FriendshipResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/friends/add',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `One of the two blocked the other`,
        404: `No such member`,
        409: `Myself, a request already sent either way, or already friends`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Decline the friend request this member sent me
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns FriendshipResponseDto The relation after the change
   * @throws ApiError
   */
  public static declineFriend({
    requestBody,
  }: {
    requestBody: UserIdBodyDto,
  }): CancelablePromise<FriendshipResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/friends/decline',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `No such member`,
        409: `No pending request from this member`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * My relation to a member: friendship_from (my request), friendship_to (theirs)
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns FriendshipResponseDto OK
   * @throws ApiError
   */
  public static getFriendship({
    requestBody,
  }: {
    requestBody: UserIdBodyDto,
  }): CancelablePromise<FriendshipResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/friends/friendship',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `No such member`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * My six most recent friends (GET /friends/last/{id} without an id)
   * Members only: the bearer token from sign-in.
   * @returns FriendListResponseDto OK
   * @throws ApiError
   */
  public static lastMyFriends(): CancelablePromise<FriendListResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/friends/last',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * My six most recent friends
   * Members only: the bearer token from sign-in.
   * @returns FriendListResponseDto OK
   * @throws ApiError
   */
  public static lastSixFriends(): CancelablePromise<FriendListResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/friends/last-six',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * A member's six most recent friends, with my relation to each
   * Members only: the bearer token from sign-in.
   * @returns FriendListResponseDto OK
   * @throws ApiError
   */
  public static lastFriends({
    id,
  }: {
    id: number,
  }): CancelablePromise<FriendListResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/friends/last/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such member`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Another member's friends (paged), with my relation to each
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listOtherFriends({
    id,
    page = 1,
    take = 10,
    order,
    search,
    sort,
  }: {
    id: number,
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
     * Only friends whose name or username contains these words (case and accents ignored)
     */
    search?: string,
    /**
     * `recent`: most recent first (order defaults to desc); `name`: by first then last name (order defaults to asc)
     */
    sort?: FriendSort,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<FriendListItemDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/friends/other/{id}',
      path: {
        'id': id,
      },
      query: {
        'page': page,
        'take': take,
        'order': order,
        'search': search,
        'sort': sort,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such member`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Remove a friend
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns FriendshipResponseDto The relation after the change
   * @throws ApiError
   */
  public static removeFriend({
    requestBody,
  }: {
    requestBody: UserIdBodyDto,
  }): CancelablePromise<FriendshipResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/friends/remove',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `No such member`,
        409: `Not friends with this member`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * My pending friend requests: received (incoming, default) or sent (outgoing), newest first
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listFriendRequests({
    page = 1,
    take = 10,
    order,
    direction,
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
     * `incoming`: requests other members sent me; `outgoing`: requests I sent
     */
    direction?: FriendRequestDirection,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<FriendListItemDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/friends/requests',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'direction': direction,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Find members by name or username, ignoring case and accents
   * Every word must match: a word of 3 or more characters anywhere in the name or username, a shorter one at the start of one of its words. Excludes me and members blocked either way. Closest matches first, at most 200 (`total` is capped at 200); `order` is not used. When nobody matches, members with a similar name or a username one letter off (a typo) are answered instead, the closest spelling first.
   *
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static searchMembers({
    search,
    page = 1,
    take = 10,
    order,
  }: {
    /**
     * Words to find in first name, last name or username (case and accents ignored; every word must match; the first five words are used)
     */
    search: string,
    /**
     * 1-based page number
     */
    page?: number,
    /**
     * Items per page
     */
    take?: number,
    order?: SortOrder,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<FriendListItemDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/friends/search',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'search': search,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * People I may know: friends of my friends, most mutual friends first, then recent members
   * Never me, my friends, members a request is pending with (either way), nor members blocked either way.
   *
   * Members only: the bearer token from sign-in.
   * @returns FriendSuggestionsResponseDto OK
   * @throws ApiError
   */
  public static listSuggestions({
    take = 10,
  }: {
    /**
     * Items per page
     */
    take?: number,
  }): CancelablePromise<FriendSuggestionsResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/friends/suggestions',
      query: {
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
   * Withdraw the friend request I sent
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns FriendshipResponseDto The relation after the change
   * @throws ApiError
   */
  public static withdrawFriendRequest({
    requestBody,
  }: {
    requestBody: UserIdBodyDto,
  }): CancelablePromise<FriendshipResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/friends/withdraw',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        404: `No such member`,
        409: `No pending request of mine to this member`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * The members I blocked (paged, most recent first)
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listBlockedUsers({
    page = 1,
    take = 10,
    order,
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
  }): CancelablePromise<(PageMetaDto & {
    data: Array<BlockedUserDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/users/blocked',
      query: {
        'page': page,
        'take': take,
        'order': order,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Block a member
   * Ends any friendship or pending request between us; friend requests are then refused both ways (403) and each of us disappears from the other's search and friend lists. Blocking again changes nothing.
   *
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns FriendshipResponseDto The relation after the change (blocked_by_me: true)
   * @throws ApiError
   */
  public static blockUser({
    id,
  }: {
    id: number,
  }): CancelablePromise<FriendshipResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/users/{id}/block',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such member`,
        409: `Myself`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Unblock a member (the earlier friendship is not restored). Unblocking again changes nothing.
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns FriendshipResponseDto The relation after the change (blocked_by_me: false)
   * @throws ApiError
   */
  public static unblockUser({
    id,
  }: {
    id: number,
  }): CancelablePromise<FriendshipResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/users/{id}/unblock',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such member`,
        409: `Myself`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
