import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { keyset } from '../../common/member-data/keyset';
import type { DataSubject, ErasureContext, MemberDataArchive, MemberDataContributor } from '../../common/member-data/member-data';
import { sql } from '../../database/sql';

/**
 * A member's chats with every message in them (theirs and the other party's). On erasure the
 * chats stay for the other party, the member shown as "Deleted member" (their users row becomes
 * a nameless tombstone); a chat whose two members are both deleted goes with its messages.
 */
@Injectable()
export class ChatsMemberData implements MemberDataContributor {
  readonly tables = ['chats'];

  constructor(private readonly em: EntityManager) {}

  async export(member: DataSubject, archive: MemberDataArchive): Promise<void> {
    const em = this.em.fork();
    const chats = () =>
      keyset<{ id: number }>(
        em,
        `select c.id, c.created_at, c.last_activity_at, o.id as with_user_id, o.username as with_username, o.first_name as with_first_name, o.last_name as with_last_name
           from chats c cross join (select ?::int as id) me join users o on o.id = case when c.user_one_id = me.id then c.user_two_id else c.user_one_id end
          where (c.user_one_id = me.id or c.user_two_id = me.id) and c.id > ? order by c.id limit ?`,
        [member.id],
      );
    await archive.json('chats/chats.json', chats());
    const messages = async function* (this: void) {
      for await (const chat of chats()) {
        yield* keyset(
          em,
          `select m.id, m.chat_id, m.user_id = ? as sent_by_me, m.message, m.created_at, m.seen_at from messages m where m.chat_id = ? and m.id > ? order by m.id limit ?`,
          [member.id, chat.id],
        );
      }
    };
    await archive.json('chats/messages.json', messages());
  }

  async erase(member: DataSubject, context: ErasureContext): Promise<void> {
    await context.repeat(async (tx, limit) => {
      // Messages first, in bounded batches, then the chat once empty.
      const chat = await sql<{ id: number }>(
        tx,
        `select c.id from chats c join users a on a.id = c.user_one_id join users b on b.id = c.user_two_id
          where (c.user_one_id = ? or c.user_two_id = ?) and a.deleted_at is not null and b.deleted_at is not null limit 1`,
        [member.id, member.id],
      );
      if (!chat.length) {
        return 0;
      }
      const gone = await sql(tx, 'delete from messages where id in (select id from messages where chat_id = ? limit ?) returning id', [chat[0].id, limit]);
      if (gone.length < limit) {
        await sql(tx, 'delete from chats where id = ?', [chat[0].id]);
      }
      return limit;
    });
  }
}
