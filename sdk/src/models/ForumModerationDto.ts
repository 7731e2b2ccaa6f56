/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ForumModerationDto = {
  /**
   * A locked thread takes no more replies
   */
  locked?: boolean;
  /**
   * Pinned threads come first in the list (moderators only)
   */
  pinned?: boolean;
};

