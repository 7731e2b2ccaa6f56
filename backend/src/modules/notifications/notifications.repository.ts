import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Page, PageParams } from '../../common/paging/paging';
import { direction, ME_CTE, notBlocked } from '../../common/sql/fragments';
import { pagedSql } from '../../common/sql/paged';
import { userSummaryJson } from '../../common/users/user-summary';
import { sql, sqlOne } from '../../database/sql';
import { toNotificationDto, type NotificationDto, type NotificationRow } from './dto/notification.dto';
import type { NotificationJob } from '../../common/notifications/notification-job';
import { NotificationCatalog } from './notification-catalog';

/** Plain reads and writes of notifications, one query each. */
@Injectable()
export class NotificationsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: NotificationCatalog,
  ) {}

  /** `state`: each type's rule that has one (a friend request: how it stands now), else null. Types are NOTIFICATION_TYPES' literals. */
  private stateColumn(): string {
    const cases = this.catalog.declarations.filter((d) => d.rule.state).map((d) => `when '${d.type}' then ${d.rule.state}`);
    return cases.length ? `case n.type ${cases.join(' ')} else null end as state` : 'null as state';
  }

  /**
   * Writes the notification of a job unless it was written before, what it is about is gone,
   * or the two members blocked each other. Returns its id when written.
   */
  async insert(job: NotificationJob): Promise<number | undefined> {
    const rule = this.catalog.rule(job.type);
    const [contextType, contextId] = rule.context ?? ['null', 'null'];
    const row = await sqlOne<{ id: number }>(
      this.em,
      `with ${ME_CTE}, actor as (select ?::int as id)
       insert into notifications (user_id, actor_id, type, subject_type, subject_id, context_type, context_id, description, dedupe_key, created_at)
       select me.id, actor.id, ?, ${rule.subject[0]}, ${rule.subject[1]}, ${contextType}, ${contextId}, ?, ${rule.key}, ?::timestamptz
       from me cross join actor ${rule.joins}
       where ${rule.self ? 'me.id = actor.id' : `me.id <> actor.id and ${notBlocked('me.id', 'actor.id')}`}
       on conflict (dedupe_key) do nothing
       returning id`,
      [job.recipientId, job.actorId, job.type, job.description, job.at, ...rule.params(job)],
    );
    return row?.id;
  }

  /** One notification of `userId`, with their unread count (for the realtime push). */
  async findWithUnread(userId: number, id: number): Promise<(NotificationDto & { un_read: number }) | undefined> {
    const row = await sqlOne<NotificationRow & { un_read: number }>(
      this.em,
      `with ${ME_CTE}
       select n.id, n.type, n.created_at, n.description, n.subject_type, n.subject_id, n.read_at, ${userSummaryJson('u')} as actor,
         ${this.stateColumn()},
         (select count(*)::int from notifications x where x.user_id = me.id and x.read_at is null and ${notBlocked('me.id', 'x.actor_id')}) as un_read
       from notifications n join users u on u.id = n.actor_id cross join me
       where n.id = ? and n.user_id = me.id`,
      [userId, id],
    );
    return row && { ...toNotificationDto(row), un_read: row.un_read };
  }

  /**
   * A page of the member's notifications, and every unread one marked read in the same
   * statement. Items carry `read_at` as it was before (the statement's snapshot), so the ones
   * new to the member still show as new. Notifications from members hidden by a block are left out.
   */
  async listAndMarkRead(userId: number, page: PageParams): Promise<Page<NotificationDto>> {
    const dir = direction(page.order);
    return pagedSql<NotificationRow, NotificationDto>(
      this.em,
      {
        with: {
          text: `${ME_CTE}, marked as (
            update notifications n set read_at = now() from me where n.user_id = me.id and n.read_at is null returning n.id
          )`,
          params: [userId],
        },
        base: {
          text: `select n.id, n.created_at from notifications n cross join me where n.user_id = me.id and ${notBlocked('me.id', 'n.actor_id')}`,
          params: [],
        },
        orderBy: `created_at ${dir}, id ${dir}`,
        expand: {
          columns: `n.id, n.type, n.created_at, n.description, n.subject_type, n.subject_id, n.read_at, ${userSummaryJson('u')} as actor, ${this.stateColumn()}`,
          joins: 'join notifications n on n.id = b.id join users u on u.id = n.actor_id',
        },
      },
      page,
      toNotificationDto,
    );
  }

  async countUnread(userId: number): Promise<number> {
    const row = await sqlOne<{ un_read: number }>(
      this.em,
      `with ${ME_CTE}
       select count(*)::int as un_read from notifications n cross join me
       where n.user_id = me.id and n.read_at is null and ${notBlocked('me.id', 'n.actor_id')}`,
      [userId],
    );
    return row?.un_read ?? 0;
  }

  /** Friend-request notifications between two members (the request is gone: withdrawn, declined, ended). */
  async deleteFriendRequests(a: number, b: number): Promise<void> {
    await sql(
      this.em,
      "delete from notifications where type = 'FriendRequest' and ((user_id = ? and actor_id = ?) or (user_id = ? and actor_id = ?))",
      [a, b, b, a],
    );
  }

  async markAllRead(userId: number): Promise<void> {
    await sql(this.em, 'update notifications set read_at = now() where user_id = ? and read_at is null', [userId]);
  }
}
