import { OptionalProps, PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** `blocker_id` blocked `blocked_id`: no friendship, no requests, hidden from each other's search. */
@Entity({ tableName: 'blocks' })
export class Block {
  [PrimaryKeyProp]?: ['blocker_id', 'blocked_id'];
  [OptionalProps]?: 'created_at';

  @PrimaryKey({ type: 'integer', autoincrement: false }) blocker_id!: number;
  @PrimaryKey({ type: 'integer', autoincrement: false }) blocked_id!: number;
  @Property({ type: 'datetime', defaultRaw: 'now()' }) created_at: Date = new Date();
}
