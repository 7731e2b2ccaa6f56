/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserSummaryDto } from './UserSummaryDto.js';
import type { Visibility } from './Visibility.js';
export type ForumReplyDto = {
  /**
   * The Markdown the member wrote
   */
  body: string;
  /**
   * The reply rendered to HTML
   */
  body_html: string;
  created_at: string;
  /**
   * Hidden by a moderator: only its author still sees it
   */
  hidden: boolean;
  id: number;
  thread_id: number;
  updated_at: string;
  /**
   * Who wrote or posted it
   */
  user: UserSummaryDto;
  /**
   * Who may read it (not on forum replies, which follow their thread)
   */
  visibility?: Visibility;
};

