import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../users';

/**
 * A one-to-one conversation; one per pair of members (unique on the unordered pair). Deleting is
 * per member: `*_deleted_at` hides it from that member, `*_cleared_id` hides what came before.
 */
@Entity({ tableName: 'chats' })
export class Chat {
  [OptionalProps]?: 'created_at' | 'last_activity_at' | 'user_one_deleted_at' | 'user_two_deleted_at' | 'user_one_cleared_id' | 'user_two_cleared_id';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Who opened the chat; their messages have type 1. */
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user_one!: User;
  /** The other participant; their messages have type 2. */
  @ManyToOne(() => User, { deleteRule: 'cascade' }) user_two!: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' }) created_at: Date = new Date();
  /** When the last message was sent (or the chat created): the chat list's order. */
  @Property({ type: 'datetime', defaultRaw: 'now()' }) last_activity_at: Date = new Date();
  @Property({ type: 'datetime', nullable: true }) user_one_deleted_at: Date | null = null;
  @Property({ type: 'datetime', nullable: true }) user_two_deleted_at: Date | null = null;
  @Property({ type: 'integer', default: 0 }) user_one_cleared_id: number = 0;
  @Property({ type: 'integer', default: 0 }) user_two_cleared_id: number = 0;
}
