/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChatMessageDto } from './ChatMessageDto.js';
import type { ChatUserDto } from './ChatUserDto.js';
export type ChatDto = {
  created_at: string;
  id: number;
  /**
   * The newest message I can see, or null
   */
  last_message: ChatMessageDto | null;
  /**
   * Messages sent to me in this chat that I have not seen
   */
  unseen_count: number;
  /**
   * Who opened the chat (their messages have type 1)
   */
  user_one: ChatUserDto;
  /**
   * The other participant (their messages have type 2)
   */
  user_two: ChatUserDto;
};

