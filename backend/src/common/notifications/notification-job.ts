import type { NotificationSubject, NotificationType } from '../../realtime/socket-events';

/**
 * `actorId` did something `recipientId` should hear of (the `notifications.create` job's payload).
 * The notifications domain checks it still holds (the request still exists, the like is still
 * there, nobody blocked anybody) and writes the notification once.
 */
export interface NotificationJob {
  type: NotificationType;
  recipientId: number;
  actorId: number;
  /** What it is about (LikedPost, CommentedPost: the post); the type's rule checks it still exists. */
  subject: NotificationSubject | null;
  /** The precise row within the subject (CommentedPost: the comment). */
  context: NotificationSubject | null;
  /** The start of the liked post or of the comment. */
  description: string | null;
  /** When it happened (ISO 8601): the notification's created_at, however late the job runs. */
  at: string;
}
