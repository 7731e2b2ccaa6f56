/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CategoryDto } from './CategoryDto.js';
import type { UserSummaryDto } from './UserSummaryDto.js';
import type { Visibility } from './Visibility.js';
export type ForumDto = {
  /**
   * The Markdown the author wrote
   */
  body: string;
  /**
   * The body rendered to HTML: raw HTML escaped, links safe
   */
  body_html: string;
  category: CategoryDto;
  created_at: string;
  /**
   * The start of the first post as plain text, at most 280 characters
   */
  excerpt: string;
  /**
   * Hidden by a moderator: only its author still sees it
   */
  hidden: boolean;
  id: number;
  /**
   * File name; the image is at /storage/forums/<file>, its thumbnail at /storage/forums/thumbs/<file>
   */
  image: string | null;
  /**
   * The latest reply, or the start
   */
  last_activity_at: string;
  /**
   * Who replied last
   */
  last_reply_user: UserSummaryDto | null;
  /**
   * A locked thread takes no more replies
   */
  locked: boolean;
  pinned: boolean;
  replies_count: number;
  title: string;
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

