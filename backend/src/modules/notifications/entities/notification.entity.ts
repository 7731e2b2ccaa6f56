import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../realtime/socket-events';

export { NOTIFICATION_TYPES };

/**
 * A notification for `user_id` about what `actor_id` did. `dedupe_key` names what it is about
 * (a friendship, a like, a comment) once, so retries and a like given twice notify once.
 * Written by the `notifications.create` job with plain SQL (insert … on conflict do nothing).
 */
@Entity({ tableName: 'notifications' })
export class Notification {
  [OptionalProps]?: 'subject_type' | 'subject_id' | 'context_type' | 'context_id' | 'description' | 'read_at' | 'created_at' | 'in_app';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) user_id!: number;
  @Property({ type: 'integer' }) actor_id!: number;
  @Enum({ items: () => NOTIFICATION_TYPES, type: 'string' }) type!: NotificationType;
  /** What it is about (e.g. 'post' and the post's id); see NotificationSubject. */
  @Property({ type: 'string', length: 32, nullable: true }) subject_type: string | null = null;
  @Property({ type: 'integer', nullable: true }) subject_id: number | null = null;
  /** The precise row within the subject, when it matters (e.g. 'comment' and the comment's id). */
  @Property({ type: 'string', length: 32, nullable: true }) context_type: string | null = null;
  @Property({ type: 'integer', nullable: true }) context_id: number | null = null;
  @Property({ type: 'string', length: 255, nullable: true }) description: string | null = null;
  @Property({ type: 'string', length: 128 }) dedupe_key!: string;
  @Property({ type: 'datetime', nullable: true }) read_at: Date | null = null;
  /** false: a kind the member turned off in the app (kept for push and mail, never listed or counted). */
  @Property({ type: 'boolean', default: true }) in_app: boolean = true;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) created_at: Date = new Date();
}
