/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { NotificationType } from './NotificationType';
import type { UserSummaryDto } from './UserSummaryDto';
export type NotificationDto = {
  created_at: string;
  /**
   * The start of the comment (CommentedPost) or of the liked post (LikedPost)
   */
  description: string | null;
  id: number;
  /**
   * The post liked or commented on
   */
  post_id: number | null;
  /**
   * When I saw it; null while unread
   */
  read_at: string | null;
  type: NotificationType;
  /**
   * Who did it
   */
  user: UserSummaryDto;
};

