/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CreateChatDto = {
  /**
   * The member to chat with
   */
  user_id: number;
};

