import { OptionalProps, PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** `user_id` likes post `post_id` (once). */
@Entity({ tableName: 'post_likes' })
export class PostLike {
  [PrimaryKeyProp]?: ['post_id', 'user_id'];
  [OptionalProps]?: 'created_at';

  @PrimaryKey({ type: 'integer', autoincrement: false }) post_id!: number;
  @PrimaryKey({ type: 'integer', autoincrement: false }) user_id!: number;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) created_at: Date = new Date();
}
