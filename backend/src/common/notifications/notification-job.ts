import type { NotificationSubject, NotificationType } from '../../realtime/socket-events';

/**
 * The `notifications.create` job: `actorId` did something `recipientId` should hear of. The
 * processor checks it still holds (the request still exists, the like is still there, nobody
 * blocked anybody) and writes the notification once.
 */
declare module '../../queue/jobs' {
  interface JobPayloads {
    'notifications.create': NotificationJob;
  }
}

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
