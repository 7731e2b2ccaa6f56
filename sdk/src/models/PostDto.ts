/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ImagePreviewDto } from './ImagePreviewDto.js';
import type { UserSummaryDto } from './UserSummaryDto.js';
export type PostDto = {
  body: string;
  comments_count: number;
  created_at: string;
  /**
   * Hidden by a moderator: only its author still sees it
   */
  hidden: boolean;
  id: number;
  /**
   * File name; the image is at /storage/posts/<file>
   */
  image: string | null;
  /**
   * The image's size and blurred placeholder
   */
  image_preview?: ImagePreviewDto | null;
  /**
   * Whether the signed-in member likes this post
   */
  liked_by_me: boolean;
  likes_count: number;
  /**
   * The author
   */
  user: UserSummaryDto;
};

