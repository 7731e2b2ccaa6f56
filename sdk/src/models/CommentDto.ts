/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserSummaryDto } from './UserSummaryDto.js';
export type CommentDto = {
  body: string;
  created_at: string;
  /**
   * Hidden by a moderator: only its author still sees it
   */
  hidden: boolean;
  id: number;
  post_id: number;
  /**
   * The commenter
   */
  user: UserSummaryDto;
};

