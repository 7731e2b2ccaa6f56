import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const FRIEND_REQUEST_STATUSES = ['pending', 'accepted'] as const;
export type FriendRequestStatus = (typeof FRIEND_REQUEST_STATUSES)[number];

/**
 * One relation per pair of members, whoever asked first: a request (`pending`) from
 * `requester_id` to `addressee_id`, then `accepted` by the addressee. Withdrawing, declining,
 * removing and blocking delete the row.
 */
@Entity({ tableName: 'friendships' })
export class Friendship {
  [OptionalProps]?: 'status' | 'created_at' | 'accepted_at';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'integer' }) requester_id!: number;
  @Property({ type: 'integer' }) addressee_id!: number;
  @Enum({ items: () => FRIEND_REQUEST_STATUSES, type: 'string', default: 'pending' }) status: FriendRequestStatus = 'pending';
  @Property({ type: 'datetime', defaultRaw: 'now()' }) created_at: Date = new Date();
  @Property({ type: 'datetime', nullable: true }) accepted_at: Date | null = null;
}
