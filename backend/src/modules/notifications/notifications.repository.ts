import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { toPage, type Page, type PageParams } from '../../common/paging/paging';
import type { NotificationType } from '../../realtime/events';
import { sql, sqlOne } from '../../database/sql';
import { authorJson, ME_CTE, notBlocked, pageItems, pageSql } from '../posts/wall-sql';
import { toNotificationDto, type NotificationDto, type NotificationRow } from './dto/notification.dto';
import type { NotificationJob } from './notification.job';

/**
 * What a notification is about, per type: the rows that must still exist for it to be written
 * (joined to `me`, the recipient, and `actor`), and the key that makes it unique. A friend
 * request is keyed by its friendship row (a new request after a withdrawn one is news); a like
 * by post and liker, so a like removed and given again notifies once.
 */
const SUBJECTS: Record<NotificationType, { joins: string; post: string; comment: string; key: string; params: (job: NotificationJob) => unknown[] }> = {
  FriendRequest: {
    joins: 'join friendships f on f.requester_id = actor.id and f.addressee_id = me.id',
    post: 'null::int',
    comment: 'null::int',
    key: `'FriendRequest-' || f.id`,
    params: () => [],
  },
  FriendAccept: {
    joins: `join friendships f on f.requester_id = me.id and f.addressee_id = actor.id and f.status = 'accepted'`,
    post: 'null::int',
    comment: 'null::int',
    key: `'FriendAccept-' || f.id`,
    params: () => [],
  },
  LikedPost: {
    joins: 'join posts p on p.id = ? and p.user_id = me.id join post_likes l on l.post_id = p.id and l.user_id = actor.id',
    post: 'p.id',
    comment: 'null::int',
    key: `'LikedPost-' || p.id || '-' || actor.id`,
    params: (job) => [job.postId],
  },
  CommentedPost: {
    joins: 'join post_comments c on c.id = ? and c.user_id = actor.id join posts p on p.id = c.post_id and p.user_id = me.id',
    post: 'p.id',
    comment: 'c.id',
    key: `'CommentedPost-' || c.id`,
    params: (job) => [job.commentId],
  },
};

/** Plain reads and writes of notifications, one query each. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Writes the notification of a job unless it was written before, what it is about is gone,
   * or the two members blocked each other. Returns its id when written.
   */
  async insert(job: NotificationJob): Promise<number | undefined> {
    const subject = SUBJECTS[job.type];
    const row = await sqlOne<{ id: number }>(
      this.em,
      `with ${ME_CTE}, actor as (select ?::int as id)
       insert into notifications (user_id, actor_id, type, post_id, comment_id, description, dedupe_key, created_at)
       select me.id, actor.id, ?, ${subject.post}, ${subject.comment}, ?, ${subject.key}, ?::timestamptz
       from me cross join actor ${subject.joins}
       where me.id <> actor.id and ${notBlocked('actor.id')}
       on conflict (dedupe_key) do nothing
       returning id`,
      [job.recipientId, job.actorId, job.type, job.description, job.at, ...subject.params(job)],
    );
    return row?.id;
  }

  /** One notification of `userId`, with their unread count (for the realtime push). */
  async findWithUnread(userId: number, id: number): Promise<(NotificationDto & { un_read: number }) | undefined> {
    const row = await sqlOne<NotificationRow & { un_read: number }>(
      this.em,
      `with ${ME_CTE}
       select n.id, n.type, n.created_at, n.description, n.post_id, n.read_at, ${authorJson('u')} as actor,
         (select count(*)::int from notifications x where x.user_id = me.id and x.read_at is null and ${notBlocked('x.actor_id')}) as un_read
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
    const rows = await sql<NotificationRow & { id: number; total: number }>(
      this.em,
      pageSql({
        ctes: `marked as (
            update notifications n set read_at = now() from me where n.user_id = me.id and n.read_at is null returning n.id
          ),
          matching as (
            select n.id, n.created_at from notifications n cross join me where n.user_id = me.id and ${notBlocked('n.actor_id')}
          )`,
        item: `select n.id, n.type, n.created_at, n.description, n.post_id, n.read_at, ${authorJson('u')} as actor
          from notifications n join users u on u.id = n.actor_id where n.id = page.id`,
        order: page.order,
        byCreatedAt: true,
      }),
      [userId, page.take, page.offset],
    );
    return toPage(pageItems(rows).map(toNotificationDto), rows[0]?.total ?? 0, page);
  }

  async countUnread(userId: number): Promise<number> {
    const row = await sqlOne<{ un_read: number }>(
      this.em,
      `with ${ME_CTE}
       select count(*)::int as un_read from notifications n cross join me
       where n.user_id = me.id and n.read_at is null and ${notBlocked('n.actor_id')}`,
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
