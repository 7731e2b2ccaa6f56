/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ForumReplyFormDto = {
  /**
   * Markdown; raw HTML is shown as text
   */
  body: string;
};

