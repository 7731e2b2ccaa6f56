/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserSummaryDto } from './UserSummaryDto.js';
import type { Visibility } from './Visibility.js';
export type PictureDto = {
  caption: string | null;
  comments_count: number;
  created_at: string;
  height: number;
  /**
   * Hidden by a moderator: only its author still sees it
   */
  hidden: boolean;
  id: number;
  /**
   * File name; the picture is at /storage/pictures/<file>, a 480×480 thumbnail at /storage/pictures/thumbs/<file>
   */
  image: string;
  /**
   * Whether the signed-in member likes it
   */
  liked_by_me: boolean;
  likes_count: number;
  /**
   * A ~16 px WebP data URI, shown blurred until the picture has loaded
   */
  placeholder?: string | null;
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
  /**
   * Width of the stored picture in pixels
   */
  width: number;
};

