import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { NotificationType } from '../../../realtime/events';

export const NOTIFICATION_TYPES = ['FriendRequest', 'FriendAccept', 'LikedPost', 'CommentedPost'] as const satisfies readonly NotificationType[];

/**
 * A notification for `user_id` about what `actor_id` did. `dedupe_key` names what it is about
 * (a friendship, a like, a comment) once, so retries and a like given twice notify once.
 * Written by the `notifications.create` job with plain SQL (insert … on conflict do nothing).
 */
@Entity({ tableName: 'notifications' })
export class Notification {
  [OptionalProps]?: 'post_id' | 'comment_id' | 'description' | 'read_at' | 'created_at';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) user_id!: number;
  @Property({ type: 'integer' }) actor_id!: number;
  @Enum({ items: () => NOTIFICATION_TYPES, type: 'string' }) type!: NotificationType;
  @Property({ type: 'integer', nullable: true }) post_id: number | null = null;
  @Property({ type: 'integer', nullable: true }) comment_id: number | null = null;
  @Property({ type: 'string', length: 255, nullable: true }) description: string | null = null;
  @Property({ type: 'string', length: 128 }) dedupe_key!: string;
  @Property({ type: 'datetime', nullable: true }) read_at: Date | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) created_at: Date = new Date();
}
