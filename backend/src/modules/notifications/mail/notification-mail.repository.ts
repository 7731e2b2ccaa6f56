import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { notBlocked } from '../../../common/sql/fragments';
import { sql, sqlOne } from '../../../database/sql';
import type { MailedItemRow } from './mailed-items';

/** Most items one mail lists; the rest wait for the next one. */
export const MAIL_ITEMS_MAX = 50;

/** A member notification mail may go to: a confirmed address that does not bounce, an account in use. */
export interface MailRecipient {
  id: number;
  email: string;
  first_name: string;
  language: string | null;
}

const ACTOR = `concat_ws(' ', a.first_name, a.last_name) as actor_name, a.username as actor_username`;

/**
 * The unseen, never mailed notifications and chat messages of `me` (bound first), created after
 * `since` (bound last): one union, oldest first.
 */
const UNSEEN_ITEMS = `
  select 'notification' as kind, n.id, n.type, n.created_at, ${ACTOR}, n.description, n.subject_type, n.subject_id
    from notifications n join users a on a.id = n.actor_id
   where n.user_id = me.id and n.read_at is null and n.created_at > since.at
     and not exists (select 1 from notification_mailings x where x.notification_id = n.id)
     and (n.actor_id = me.id or ${notBlocked('me.id', 'n.actor_id')})
  union all
  select 'message', m.id, 'ChatMessage', m.created_at, ${ACTOR}, m.message, 'chat', m.chat_id
    from messages m join users a on a.id = m.user_id
   where m.recipient_id = me.id and m.seen_at is null and m.hidden_at is null and m.created_at > since.at
     and not exists (select 1 from notification_mailings x where x.message_id = m.id)
     and ${notBlocked('me.id', 'm.user_id')}`;

/** Plain SQL of notification mail: what is due, what a member has unseen, what was mailed. */
@Injectable()
export class NotificationMailRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Members with something unseen for `delayMinutes` and never mailed (no older than `maxAgeDays`),
   * with the newest such item of each kind: a member's mail job is named after them, so a sweep
   * that finds nothing new queues nothing new.
   */
  dueMembers(
    delayMinutes: number,
    maxAgeDays: number,
    limit: number,
  ): Promise<{ user_id: number; last_notification: number; last_message: number }[]> {
    return sql(
      this.em.fork(),
      `with due as (
         select n.user_id, max(n.id) as n_id, 0 as m_id from notifications n
          where n.read_at is null and n.created_at <= now() - make_interval(mins => ?) and n.created_at > now() - make_interval(days => ?)
            and not exists (select 1 from notification_mailings x where x.notification_id = n.id)
          group by n.user_id
         union all
         select m.recipient_id, 0, max(m.id) from messages m
          where m.seen_at is null and m.hidden_at is null and m.created_at <= now() - make_interval(mins => ?) and m.created_at > now() - make_interval(days => ?)
            and not exists (select 1 from notification_mailings x where x.message_id = m.id)
          group by m.recipient_id
       )
       select user_id, max(n_id)::int as last_notification, max(m_id)::int as last_message from due group by user_id order by user_id limit ?`,
      [delayMinutes, maxAgeDays, delayMinutes, maxAgeDays, limit],
    );
  }

  /** True while the member has an account (an unsubscribe link of an erased member is void). */
  async memberExists(userId: number): Promise<boolean> {
    return Boolean(await sqlOne(this.em.fork(), 'select 1 from users where id = ? and deleted_at is null', [userId]));
  }

  /** The member, when notification mail may go to them. */
  recipient(userId: number): Promise<MailRecipient | undefined> {
    return sqlOne<MailRecipient>(
      this.em.fork(),
      `select u.id, u.email, u.first_name, u.language from users u
        where u.id = ? and u.email_verified_at is not null and u.banned_at is null and u.deleted_at is null and u.deletion_scheduled_at is null
          and not exists (select 1 from mail_bounces b where b.email = lower(u.email))`,
      [userId],
    );
  }

  /** What `userId` has not seen and was never mailed, from the last `days` days, oldest first. */
  unseen(userId: number, days: number): Promise<MailedItemRow[]> {
    return sql<MailedItemRow>(
      this.em.fork(),
      `with me as (select ?::int as id), since as (select now() - make_interval(days => ?) as at)
       select items.* from me cross join since cross join lateral (${UNSEEN_ITEMS}) items
       order by items.created_at, items.id limit ${MAIL_ITEMS_MAX}`,
      [userId, days],
    );
  }

  /** Records the items as mailed; answers the ones this call recorded (another run may have taken some). */
  async record(userId: number, items: readonly MailedItemRow[], via: 'event' | 'digest'): Promise<MailedItemRow[]> {
    if (!items.length) {
      return [];
    }
    const rows = await sql<{ notification_id: number | null; message_id: number | null }>(
      this.em.fork(),
      `insert into notification_mailings (user_id, notification_id, message_id, via)
       select ?, (x->>'n')::int, (x->>'m')::int, ? from jsonb_array_elements(?::jsonb) x
       on conflict do nothing returning notification_id, message_id`,
      [userId, via, JSON.stringify(items.map((i) => (i.kind === 'notification' ? { n: i.id } : { m: i.id })))],
    );
    const taken = new Set(rows.map((r) => (r.notification_id !== null ? `n${r.notification_id}` : `m${r.message_id}`)));
    return items.filter((i) => taken.has(`${i.kind === 'notification' ? 'n' : 'm'}${i.id}`));
  }

  /**
   * Members whose digest is due now: their frequency (default weekly) is not off, it is their local
   * morning (from `hour`, for three hours; weekly ones on `weekday`), they have not visited
   * during the period, and their digest was not looked at during it. Each is claimed (mail_digests)
   * in the same statement, so two workers never both mail one member.
   */
  claimDigests(
    hour: number,
    weekday: number,
    limit: number,
  ): Promise<{ user_id: number; frequency: 'daily' | 'weekly' }[]> {
    return sql(
      this.em.fork(),
      `with candidates as (
         select u.id as user_id, coalesce(p.digest, 'weekly') as frequency, (now() at time zone coalesce(p.time_zone, 'UTC')) as local_now
           from users u left join notification_preferences p on p.user_id = u.id
          where u.email_verified_at is not null and u.banned_at is null and u.deleted_at is null and u.deletion_scheduled_at is null
            and coalesce(p.digest, 'weekly') <> 'off'
       ), due as (
         select c.user_id, c.frequency, case when c.frequency = 'daily' then interval '20 hours' else interval '6 days' end as gap,
                case when c.frequency = 'daily' then interval '1 day' else interval '7 days' end as period
           from candidates c
          where extract(hour from c.local_now) >= ? and extract(hour from c.local_now) < ? + 3
            and (c.frequency = 'daily' or extract(isodow from c.local_now) = ?)
       ), claimed as (
         insert into mail_digests (user_id, last_run_at)
         select d.user_id, now() from due d
          where not exists (select 1 from sessions s where s.user_id = d.user_id and s.last_used_at > now() - d.period)
            and not exists (select 1 from mail_digests g where g.user_id = d.user_id and g.last_run_at > now() - d.gap)
          order by d.user_id limit ?
         on conflict (user_id) do update set last_run_at = excluded.last_run_at where mail_digests.last_run_at <= excluded.last_run_at - interval '20 hours'
         returning user_id
       )
       select c.user_id, d.frequency from claimed c join due d on d.user_id = c.user_id`,
      [hour, hour, weekday, limit],
    );
  }
}
