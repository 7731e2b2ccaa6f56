import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { keyset } from '../../common/member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive, MemberDataContributor } from '../../common/member-data/member-data';
import { sql } from '../../database/sql';

/**
 * The notifications a member received (on erasure also those others received about what they
 * did) and how they want to be notified.
 */
@Injectable()
export class NotificationsMemberData implements MemberDataContributor {
  readonly tables = ['notifications', 'notification_preferences', 'notification_mailings', 'mail_digests'];

  constructor(private readonly em: EntityManager) {}

  async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    await archive.json(
      'notifications/notifications.json',
      keyset(
        this.em.fork(),
        `select n.id, n.type, n.description, n.subject_type, n.subject_id, a.username as actor_username, n.read_at, n.created_at
           from notifications n join users a on a.id = n.actor_id where n.user_id = ? and n.id > ? order by n.id limit ?`,
        [member.id],
      ),
    );
    const [preferences] = await sql(
      this.em.fork(),
      'select channels, digest, time_zone, quiet_hours_start, quiet_hours_end, updated_at from notification_preferences where user_id = ?',
      [member.id],
    );
    await archive.document('notifications/preferences.json', preferences ?? null);
    // What was mailed to the member, and when (per-event mail or the digest).
    await archive.json(
      'notifications/mailed.json',
      keyset(this.em.fork(), 'select id, notification_id, message_id, via, mailed_at from notification_mailings where user_id = ? and id > ? order by id limit ?', [member.id]),
    );
  }

  async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    await context.repeat(async (tx, limit) => (await sql(tx, 'delete from notification_mailings where id in (select id from notification_mailings where user_id = ? limit ?) returning id', [member.id, limit])).length);
    await context.repeat(async (tx) => (await sql(tx, 'delete from mail_digests where user_id = ? returning user_id', [member.id])).length);
    await context.repeat(async (tx) => (await sql(tx, 'delete from notification_preferences where user_id = ? returning user_id', [member.id])).length);
    await context.repeat(
      async (tx, limit) =>
        (await sql(tx, 'delete from notifications where id in (select id from notifications where user_id = ? or actor_id = ? limit ?) returning id', [member.id, member.id, limit])).length,
    );
  }
}
