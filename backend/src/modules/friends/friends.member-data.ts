import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { keyset } from '../../common/member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive, MemberDataContributor } from '../../common/member-data/member-data';
import { sql } from '../../database/sql';

/** A member's friendships and requests (both ways) and the members they blocked. */
@Injectable()
export class FriendsMemberData implements MemberDataContributor {
  readonly tables = ['friendships', 'blocks'];

  constructor(private readonly em: EntityManager) {}

  async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    const em = this.em.fork();
    await archive.json(
      'friends/friends.json',
      keyset(
        em,
        `select f.id, f.status, case when f.requester_id = me.id then 'sent' else 'received' end as direction, f.created_at, f.accepted_at,
           o.username, o.first_name, o.last_name
           from friendships f cross join (select ?::int as id) me join users o on o.id = case when f.requester_id = me.id then f.addressee_id else f.requester_id end
          where (f.requester_id = me.id or f.addressee_id = me.id) and f.id > ? order by f.id limit ?`,
        [member.id],
      ),
    );
    await archive.json(
      'friends/blocks.json',
      keyset(em, 'select b.blocked_id, o.username, b.created_at from blocks b join users o on o.id = b.blocked_id where b.blocker_id = ? and b.blocked_id > ? order by b.blocked_id limit ?', [member.id], {
        key: 'blocked_id',
      }),
    );
  }

  async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    await context.repeat(
      async (tx, limit) =>
        (await sql(tx, 'delete from friendships where id in (select id from friendships where requester_id = ? or addressee_id = ? limit ?) returning id', [member.id, member.id, limit])).length,
    );
    await context.repeat(
      async (tx, limit) =>
        (
          await sql(
            tx,
            `delete from blocks where (blocker_id, blocked_id) in (select blocker_id, blocked_id from blocks where blocker_id = ? or blocked_id = ? limit ?) returning blocker_id`,
            [member.id, member.id, limit],
          )
        ).length,
    );
  }
}
