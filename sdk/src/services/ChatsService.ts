/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChatDto } from '../models/ChatDto.js';
import type { ChatMessageDto } from '../models/ChatMessageDto.js';
import type { ChatMessageResponseDto } from '../models/ChatMessageResponseDto.js';
import type { ChatResponseDto } from '../models/ChatResponseDto.js';
import type { CreateChatDto } from '../models/CreateChatDto.js';
import type { CreateChatMessageDto } from '../models/CreateChatMessageDto.js';
import type { PageMetaDto } from '../models/PageMetaDto.js';
import type { SortOrder } from '../models/SortOrder.js';
import type { UnseenMessagesCountDto } from '../models/UnseenMessagesCountDto.js';
import type { CancelablePromise } from '../core/CancelablePromise.js';
import { OpenAPI } from '../core/OpenAPI.js';
import { request as __request } from '../core/request.js';
export class ChatsService {
  /**
   * My chats, most recent activity first, with the other member, the last message and my unseen count
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listChats({
    page = 1,
    take = 10,
    order,
    search,
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
     * Part of the other member's first or last name (case and accent insensitive)
     */
    search?: string,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<ChatDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/chats',
      query: {
        'page': page,
        'take': take,
        'order': order,
        'search': search,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Invalid paging or search`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Open a chat with a member: the existing one (200) or a new one (201)
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns ChatResponseDto The chat the two members already had
   * @throws ApiError
   */
  public static createChat({
    requestBody,
  }: {
    requestBody: CreateChatDto,
  }): CancelablePromise<ChatResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/chats',
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `One of the two has blocked the other`,
        404: `No such member`,
        422: `Missing user_id, or my own id`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * How many messages sent to me I have not seen
   * Members only: the bearer token from sign-in.
   * @returns UnseenMessagesCountDto OK
   * @throws ApiError
   */
  public static countUnseenMessages(): CancelablePromise<UnseenMessagesCountDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/chats/messages/count-unseen',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Mark every message sent to me as seen ("Mark all as read")
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns UnseenMessagesCountDto My unseen count afterwards
   * @throws ApiError
   */
  public static readAllChats(): CancelablePromise<UnseenMessagesCountDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/chats/read-all',
      errors: {
        401: `Missing, invalid or expired access token`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Messages of one of my chats: 10 a page, newest first; with after_id, what came after it, oldest first
   * Members only: the bearer token from sign-in. Paged with `page` (from 1) and `take`; `meta` gives the page, the total and the last page.
   * @returns any OK
   * @throws ApiError
   */
  public static listMessages({
    chatId,
    page = 1,
    take = 10,
    order,
    afterId,
  }: {
    chatId: number,
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
     * Catch-up: only messages newer than this message id, oldest first (order is then ignored). Page through with page, or ask again with the last id received. Default page size 10.
     */
    afterId?: number,
  }): CancelablePromise<(PageMetaDto & {
    data: Array<ChatMessageDto>;
  })> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/chats/{chatId}/messages',
      path: {
        'chatId': chatId,
      },
      query: {
        'page': page,
        'take': take,
        'order': order,
        'after_id': afterId,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such chat of mine`,
        422: `Invalid paging or after_id`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Send a message (201); a retry with the same client_id returns the message already sent (200)
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns ChatMessageResponseDto Already sent with this client_id
   * @throws ApiError
   */
  public static createMessage({
    chatId,
    requestBody,
  }: {
    chatId: number,
    requestBody: CreateChatMessageDto,
  }): CancelablePromise<ChatMessageResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/chats/{chatId}/messages',
      path: {
        'chatId': chatId,
      },
      body: requestBody,
      mediaType: 'application/json',
      errors: {
        400: `The body could not be read (malformed JSON or multipart, or nested too deeply)`,
        401: `Missing, invalid or expired access token`,
        403: `One of the two has blocked the other`,
        404: `No such chat of mine`,
        422: `'Is required', or over 500 characters`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Mark a message sent to me, and every earlier one in the chat, as seen
   * The spec calls this with GET; it changes data, so POST (markMessageSeenWithPost) does the same and is what clients should use.
   *
   * Members only: the bearer token from sign-in.
   * @returns ChatMessageResponseDto The message, with its seen_at
   * @throws ApiError
   */
  public static markMessageSeen({
    chatId,
    messageId,
  }: {
    chatId: number,
    messageId: number,
  }): CancelablePromise<ChatMessageResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/chats/{chatId}/messages/{messageId}/seen',
      path: {
        'chatId': chatId,
        'messageId': messageId,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `I sent that message: only its recipient marks it seen`,
        404: `No such message in a chat of mine`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Mark a message sent to me, and every earlier one in the chat, as seen (POST: the method for a change)
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns ChatMessageResponseDto The message, with its seen_at
   * @throws ApiError
   */
  public static markMessageSeenWithPost({
    chatId,
    messageId,
  }: {
    chatId: number,
    messageId: number,
  }): CancelablePromise<ChatMessageResponseDto> {
    return __request(OpenAPI, {
      method: 'POST',
      url: '/api/chats/{chatId}/messages/{messageId}/seen',
      path: {
        'chatId': chatId,
        'messageId': messageId,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        403: `I sent that message: only its recipient marks it seen`,
        404: `No such message in a chat of mine`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * Delete a chat for me: it leaves my list with its history; the other member keeps theirs
   * Members only: the bearer token from sign-in. Counts toward the writes a member may make per minute: past them, 429 with Retry-After.
   * @returns void
   * @throws ApiError
   */
  public static deleteChat({
    id,
  }: {
    id: number,
  }): CancelablePromise<void> {
    return __request(OpenAPI, {
      method: 'DELETE',
      url: '/api/chats/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such chat of mine`,
        422: `Validation failed`,
        429: `Too many writes: wait for the seconds in Retry-After`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
  /**
   * One of my chats
   * Members only: the bearer token from sign-in.
   * @returns ChatResponseDto OK
   * @throws ApiError
   */
  public static getChat({
    id,
  }: {
    id: number,
  }): CancelablePromise<ChatResponseDto> {
    return __request(OpenAPI, {
      method: 'GET',
      url: '/api/chats/{id}',
      path: {
        'id': id,
      },
      errors: {
        401: `Missing, invalid or expired access token`,
        404: `No such chat of mine`,
        422: `Validation failed`,
        503: `The database or Redis is briefly unavailable: retry after the seconds in Retry-After`,
      },
    });
  }
}
