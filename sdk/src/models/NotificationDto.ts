/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { NotificationState } from './NotificationState.js';
import type { NotificationSubjectDto } from './NotificationSubjectDto.js';
import type { NotificationType } from './NotificationType.js';
import type { UserSummaryDto } from './UserSummaryDto.js';
export type NotificationDto = {
  created_at: string;
  /**
   * The start of the comment (CommentedPost) or of the liked post (LikedPost); the listing’s title (ListingMatch, ListingExpiring)
   */
  description: string | null;
  id: number;
  /**
   * When I saw it; null while unread
   */
  read_at: string | null;
  /**
   * A FriendRequest: `pending` (it can be accepted or declined), `accepted`, or `gone` (withdrawn or declined). Null for the other types.
   */
  state: NotificationState | null;
  /**
   * What it is about: the post liked or commented on (`post`), the member who asked or accepted (`user`), the listing (its section’s path, e.g. `marketplaces`)
   */
  subject: NotificationSubjectDto | null;
  type: NotificationType;
  /**
   * Who did it
   */
  user: UserSummaryDto;
};

