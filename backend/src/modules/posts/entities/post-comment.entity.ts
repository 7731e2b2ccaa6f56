import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A comment of `user_id` on post `post_id`. */
@Entity({ tableName: 'post_comments' })
export class PostComment {
  [OptionalProps]?: 'created_at';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) post_id!: number;
  @Property({ type: 'integer' }) user_id!: number;
  @Property({ type: 'text' }) body!: string;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) created_at: Date = new Date();
}
