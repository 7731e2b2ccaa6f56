/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ReactionStateDto = {
  comments_count: number;
  /**
   * Whether the signed-in member likes it
   */
  liked_by_me: boolean;
  likes_count: number;
};

