/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MessageType } from './MessageType.js';
export type ChatMessageDto = {
  chat_id: number;
  /**
   * The sender's client_id, when the send carried one
   */
  client_id: string | null;
  created_at: string;
  /**
   * Hidden by a moderator: only its sender still sees it
   */
  hidden: boolean;
  id: number;
  message: string;
  /**
   * When the recipient saw it
   */
  seen_at: string | null;
  /**
   * 1: sent by user_one, 2: sent by user_two
   */
  type: MessageType;
  /**
   * The sender
   */
  user_id: number;
};

