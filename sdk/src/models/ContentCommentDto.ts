/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserSummaryDto } from './UserSummaryDto.js';
export type ContentCommentDto = {
  body: string;
  created_at: string;
  id: number;
  /**
   * The commenter
   */
  user: UserSummaryDto;
};

