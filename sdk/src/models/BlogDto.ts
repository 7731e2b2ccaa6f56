/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CategoryDto } from './CategoryDto.js';
import type { UserSummaryDto } from './UserSummaryDto.js';
import type { Visibility } from './Visibility.js';
export type BlogDto = {
  /**
   * The Markdown the author wrote
   */
  body: string;
  /**
   * The body rendered to HTML: raw HTML escaped, links safe
   */
  body_html: string;
  category: CategoryDto;
  comments_count: number;
  created_at: string;
  /**
   * The start of the body as plain text (no Markdown), at most 280 characters
   */
  excerpt: string;
  /**
   * Hidden by a moderator: only its author still sees it
   */
  hidden: boolean;
  id: number;
  /**
   * File name; the image is at /storage/blogs/<file>, its 400×300 thumbnail at /storage/blogs/thumbs/<file>
   */
  image: string | null;
  /**
   * Whether the signed-in member likes it
   */
  liked_by_me: boolean;
  likes_count: number;
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

