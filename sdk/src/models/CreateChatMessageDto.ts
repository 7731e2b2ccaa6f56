/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CreateChatMessageDto = {
  /**
   * Chosen by the client for this send (a UUID, or up to 64 letters, digits, "-" or "_"). A retried send with the same client_id returns the message already created (200) instead of adding one.
   */
  client_id?: string;
  /**
   * Trimmed; 1 to 500 characters
   */
  message: string;
};

