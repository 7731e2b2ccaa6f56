import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A wall post. The two counters are kept by database triggers (see the wall migration). */
@Entity({ tableName: 'posts' })
export class Post {
  [OptionalProps]?: 'image' | 'likes_count' | 'comments_count' | 'created_at';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) user_id!: number;
  @Property({ type: 'text' }) body!: string;
  /** File name under /storage/posts/. */
  @Property({ type: 'string', length: 255, nullable: true }) image: string | null = null;
  @Property({ type: 'integer', default: 0 }) likes_count: number = 0;
  @Property({ type: 'integer', default: 0 }) comments_count: number = 0;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) created_at: Date = new Date();
}
