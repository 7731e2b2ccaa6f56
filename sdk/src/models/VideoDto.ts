/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserSummaryDto } from './UserSummaryDto.js';
import type { VideoStatus } from './VideoStatus.js';
import type { Visibility } from './Visibility.js';
export type VideoDto = {
  comments_count: number;
  created_at: string;
  description: string | null;
  /**
   * Seconds
   */
  duration: number | null;
  /**
   * Why it failed (shown to its owner)
   */
  error: string | null;
  /**
   * File name of the web-playable MP4 (H.264/AAC) at /storage/videos/<file>, served with HTTP Range; null until ready
   */
  file: string | null;
  height: number | null;
  /**
   * Hidden by a moderator: only its author still sees it
   */
  hidden: boolean;
  id: number;
  /**
   * Whether the signed-in member likes it
   */
  liked_by_me: boolean;
  likes_count: number;
  /**
   * File name of the poster frame at /storage/videos/posters/<file>
   */
  poster: string | null;
  /**
   * How far the processing is, 0 to 100
   */
  progress: number;
  /**
   * processing until it plays; others see only ready videos
   */
  status: VideoStatus;
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
  width: number | null;
};

