import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Timestamp } from '../../../common/time/timestamps';
import { sql, sqlOne } from '../../../database/sql';

export interface PushSubscriptionRow {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: Timestamp;
  last_sent_at: Timestamp | null;
}

const COLUMNS = 'id, user_id, endpoint, p256dh, auth, user_agent, created_at, last_sent_at';

/** Members' push subscriptions, one query each. */
@Injectable()
export class PushSubscriptionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Saves a device's subscription; an endpoint subscribed before (by anyone) becomes this member's, with its new keys. */
  async save(userId: number, endpoint: string, p256dh: string, auth: string, userAgent: string | null): Promise<PushSubscriptionRow> {
    const [row] = await sql<PushSubscriptionRow>(
      this.em.fork(),
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth, user_agent) values (?, ?, ?, ?, ?)
       on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
         user_agent = excluded.user_agent, shown = false
       returning ${COLUMNS}`,
      [userId, endpoint, p256dh, auth, userAgent],
    );
    return row;
  }

  list(userId: number): Promise<PushSubscriptionRow[]> {
    return sql<PushSubscriptionRow>(this.em.fork(), `select ${COLUMNS} from push_subscriptions where user_id = ? order by id`, [userId]);
  }

  /** The member's devices; `shownOnly`: those that were ever pushed a notification (a withdrawal has something to close). */
  async idsOf(userId: number, shownOnly = false): Promise<number[]> {
    const rows = await sql<{ id: number }>(this.em.fork(), `select id from push_subscriptions where user_id = ? ${shownOnly ? 'and shown' : ''} order by id`, [userId]);
    return rows.map((r) => r.id);
  }

  find(id: number): Promise<PushSubscriptionRow | undefined> {
    return sqlOne<PushSubscriptionRow>(this.em.fork(), `select ${COLUMNS} from push_subscriptions where id = ?`, [id]);
  }

  /** Deletes one of the member's subscriptions; false when they have no such one. */
  async deleteOwn(userId: number, id: number): Promise<boolean> {
    return (await sql(this.em.fork(), 'delete from push_subscriptions where id = ? and user_id = ? returning id', [id, userId])).length > 0;
  }

  /** The push service said the subscription is gone (404, 410). */
  async delete(id: number): Promise<void> {
    await sql(this.em.fork(), 'delete from push_subscriptions where id = ?', [id]);
  }

  async delivered(id: number): Promise<void> {
    await sql(this.em.fork(), 'update push_subscriptions set shown = true, last_sent_at = now() where id = ?', [id]);
  }

  /** The app badge's number: unread notifications (in the app) and unseen chat messages. */
  async badge(userId: number): Promise<number> {
    const row = await sqlOne<{ n: number }>(
      this.em.fork(),
      `select u.unseen_messages_count + (select count(*)::int from notifications n where n.user_id = u.id and n.read_at is null and n.in_app) as n
         from users u where u.id = ?`,
      [userId],
    );
    return row?.n ?? 0;
  }
}
