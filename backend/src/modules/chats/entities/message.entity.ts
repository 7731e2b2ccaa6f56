import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Chat } from './chat.entity';

/** One chat message, from `user_id` to `recipient_id` (the chat's two participants). */
@Entity({ tableName: 'messages' })
export class Message {
  [OptionalProps]?: 'client_id' | 'created_at' | 'seen_at';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Chat, { deleteRule: 'cascade' }) chat!: Chat;
  /** The sender. */
  @Property({ type: 'integer' }) user_id!: number;
  @Property({ type: 'integer' }) recipient_id!: number;
  @Property({ type: 'string', length: 500 }) message!: string;
  /** The sender's own id for the send, so a retried send finds its message instead of adding one. */
  @Property({ type: 'string', length: 64, nullable: true }) client_id: string | null = null;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) created_at: Date = new Date();
  @Property({ type: 'datetime', nullable: true }) seen_at: Date | null = null;
}
