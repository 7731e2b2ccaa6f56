import { EntityManager, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { AppConfig } from '../../config/app-config';
import type { PageParams } from '../../common/paging/paging';
import { blockedEither, direction } from '../../common/sql/fragments';
import { contentVisible } from '../../common/sql/moderation';
import { sql, sqlOne } from '../../database/sql';
import type { ChatRow, MessageRow } from './chats.mapper';
import { GroupCommit } from './group-commit';

/** SQL: chat `c` is one of the member's (params: me, me) and they have not deleted it. */
const VISIBLE_TO_ME = '((c.user_one_id = ? and c.user_one_deleted_at is null) or (c.user_two_id = ? and c.user_two_deleted_at is null))';
/** SQL: the last message id the member cleared by deleting chat `c` (param: me). */
const CLEARED_BY_ME = 'case when c.user_one_id = ? then c.user_one_cleared_id else c.user_two_cleared_id end';
/** SQL: either participant of chat `c` has blocked the other. */
const BLOCKED = blockedEither('c.user_one_id', 'c.user_two_id');
const MESSAGE_COLUMNS = 'm.id, m.chat_id, m.message, m.user_id, m.client_id, m.created_at, m.seen_at, (m.hidden_at is not null) as hidden';
/** SQL: message `m` exists for the viewer (param): not hidden by a moderator, unless they sent it. */
const MESSAGE_VISIBLE = contentVisible('m', '?');


export interface ChatFilter {
  id?: number;
  search?: string;
}

/** A chat locked for a change: its participants and whether either blocked the other. */
export interface LockedChat {
  id: number;
  user_one_id: number;
  user_two_id: number;
  blocked: boolean;
}

/** What became of a send in a chat of the member's. */
export type SendOutcome =
  | { kind: 'sent'; message: MessageRow; recipient_id: number; recipient_unseen: number }
  | { kind: 'blocked' }
  /** The sender had already used this client_id in this chat: nothing was inserted. */
  | { kind: 'replay'; user_one_id: number };

export interface SeenMark {
  chat_id: number;
  message_id: number;
  seen_at: Date | string;
}

/**
 * The send's statement (see `sendMessage`), with numbered parameters: $1 chat, $2 sender, $3 text,
 * $4 client id. Prepared once per connection, so PostgreSQL parses and plans it once instead of on
 * every send (that was about 0.4 ms of its CPU per message, as much as the rest of the statement).
 */
const SEND_SQL = `with c as (
   select c.id, c.user_one_id, c.user_two_id, ${BLOCKED} as blocked
     from chats c
    where c.id = $1::int
      and ((c.user_one_id = $2::int and c.user_one_deleted_at is null) or (c.user_two_id = $2::int and c.user_two_deleted_at is null))
      for update of c
 ), m as (
   insert into messages (chat_id, user_id, recipient_id, message, client_id, created_at)
   select c.id, $2::int, case when c.user_one_id = $2::int then c.user_two_id else c.user_one_id end, $3::text, $4::text, clock_timestamp()
     from c where not c.blocked
   on conflict (chat_id, user_id, client_id) where client_id is not null do nothing
   returning ${MESSAGE_COLUMNS.replace(/m\./g, '')}, recipient_id
 ), touched as (
   update chats set last_activity_at = m.created_at, user_one_deleted_at = null, user_two_deleted_at = null
     from m where chats.id = m.chat_id
 )
 select c.user_one_id, c.blocked, m.* from c left join m on true`;
const UNSEEN_SQL = 'select unseen_messages_count as n from users where id = $1::int';

/**
 * Many sends in one statement (group commit): $1 chats, $2 senders, $3 texts, $4 client ids, one
 * element per send; chats locked in id order. One row per send, in order: user_one_id (null: not the
 * sender's chat), blocked, and the message unless its client_id was used. Why: docs/decisions.md#chat-sends
 */
export const SEND_MANY_SQL = `with r as (
   select * from unnest($1::int[], $2::int[], $3::text[], $4::text[]) with ordinality as r(chat_id, user_id, message, client_id, ord)
 ), c as (
   select c.id, c.user_one_id, c.user_two_id, c.user_one_deleted_at, c.user_two_deleted_at, ${BLOCKED} as blocked
     from chats c
    where c.id = any($1::int[])
    order by c.id
      for update of c
 ), ok as (
   select r.ord, r.chat_id, r.user_id, r.message, r.client_id, c.user_one_id, c.blocked,
          case when c.user_one_id = r.user_id then c.user_two_id else c.user_one_id end as recipient_id
     from r join c on c.id = r.chat_id
    where (c.user_one_id = r.user_id and c.user_one_deleted_at is null) or (c.user_two_id = r.user_id and c.user_two_deleted_at is null)
 ), ids as (
   select s.*, nextval('messages_id_seq')::int as id from (select * from ok where not ok.blocked order by ok.ord) s
 ), m as (
   insert into messages (id, chat_id, user_id, recipient_id, message, client_id, created_at)
   select id, chat_id, user_id, recipient_id, message, client_id, clock_timestamp() from ids order by ord
   on conflict (chat_id, user_id, client_id) where client_id is not null do nothing
   returning ${MESSAGE_COLUMNS.replace(/m\./g, '')}, recipient_id
 ), touched as (
   update chats set last_activity_at = t.at, user_one_deleted_at = null, user_two_deleted_at = null
     from (select chat_id, max(created_at) as at from m group by chat_id) t where chats.id = t.chat_id
 )
 select ok.user_one_id, ok.blocked, m.*
   from r left join ok on ok.ord = r.ord left join ids on ids.ord = r.ord left join m on m.id = ids.id
  order by r.ord`;
const UNSEEN_MANY_SQL = 'select id, unseen_messages_count as n from users where id = any($1::int[])';

/** One send: the chat, the sender, the text, the client id. */
interface SendInput {
  chatId: number;
  me: number;
  text: string;
  clientId: string | null;
}

type SendRow = { user_one_id: number | null; blocked: boolean | null; recipient_id: number | null } & Omit<MessageRow, 'user_one_id'>;

/** A send's row (of SEND_SQL or SEND_MANY_SQL) as its outcome; the unseen count is read after. */
function sendOutcome(row: SendRow): SendOutcome | undefined {
  if (row.user_one_id === null) {
    return undefined;
  }
  if (row.blocked) {
    return { kind: 'blocked' };
  }
  if (row.id === null || row.recipient_id === null) {
    return { kind: 'replay', user_one_id: row.user_one_id };
  }
  const { blocked: _blocked, recipient_id, ...message } = row;
  return { kind: 'sent', message: { ...message, user_one_id: row.user_one_id }, recipient_id, recipient_unseen: 0 };
}

/**
 * The chats domain's SQL, reads and writes. Every read is one statement returning plain rows,
 * with the member's access folded in: a chat that is not theirs simply yields no row.
 */
@Injectable()
export class ChatsRepository {
  private pool?: Promise<Pool>;

  /** Named statements live on one server connection: behind a pooler in transaction mode, unnamed. */
  private readonly named: boolean;

  constructor(
    private readonly em: EntityManager,
    config: AppConfig,
  ) {
    this.named = config.database.poolMode !== 'transaction';
  }

  /**
   * The ORM's own `pg` pool, for the send's prepared statements (named statements are pg's, the
   * ORM inlines parameters). Same connections, timeouts and type parsing; never in a transaction.
   */
  private native(): Promise<Pool> {
    this.pool ??= (this.em.getConnection() as PostgreSqlConnection).getNativeClient().catch((error: unknown) => {
      this.pool = undefined;
      throw error;
    });
    return this.pool;
  }

  /** A prepared statement (parsed and planned once per connection) on the ORM's pool. */
  private async prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    const pool = await this.native();
    const result = await pool.query(this.named ? { name, text, values } : { text, values });
    return result.rows as T[];
  }

  /**
   * One page of the member's chats, most recent activity first (or last with `asc`), each with
   * both participants, the last message the member can see and their unseen count; plus the
   * total. One query: the total always comes back, on a single row of nulls when the page is empty.
   */
  async findChats(me: number, page: PageParams, filter: ChatFilter = {}): Promise<{ rows: ChatRow[]; total: number }> {
    const params: unknown[] = [me, me];
    let join = '';
    let where = '';
    if (filter.search) {
      join = 'join users o on o.id = case when c.user_one_id = ? then c.user_two_id else c.user_one_id end';
      params.push(me);
    }
    params.push(me, me);
    if (filter.id !== undefined) {
      where += ' and c.id = ?';
      params.push(filter.id);
    }
    if (filter.search) {
      where += " and strpos(immutable_unaccent(lower(o.first_name || ' ' || o.last_name)), immutable_unaccent(lower(?))) > 0";
      params.push(filter.search);
    }
    params.push(page.take, page.offset, me);
    const dir = direction(page.order);
    const rows = await sql<ChatRow & { total: number; last_activity_at: Date | null }>(
      this.em,
      `with mine as (
         select c.id, c.created_at, c.last_activity_at, c.user_one_id, c.user_two_id, ${CLEARED_BY_ME} as cleared_id,
                case when c.user_one_id = ? then c.user_one_unseen else c.user_two_unseen end as unseen_count
           from chats c ${join}
          where ${VISIBLE_TO_ME}${where}
       ), page as (
         select * from mine order by last_activity_at ${dir}, id ${dir} limit ? offset ?
       )
       select t.total, p.id, p.created_at, p.last_activity_at, p.user_one_id, p.user_two_id,
              u1.first_name as u1_first_name, u1.last_name as u1_last_name, u1.avatar as u1_avatar,
              u1.is_online as u1_is_online, u1.status as u1_status,
              u2.first_name as u2_first_name, u2.last_name as u2_last_name, u2.avatar as u2_avatar,
              u2.is_online as u2_is_online, u2.status as u2_status,
              lm.id as lm_id, lm.message as lm_message, lm.user_id as lm_user_id, lm.client_id as lm_client_id,
              lm.created_at as lm_created_at, lm.seen_at as lm_seen_at,
              p.unseen_count
         from (select count(*)::int as total from mine) t
         left join page p on true
         left join users u1 on u1.id = p.user_one_id
         left join users u2 on u2.id = p.user_two_id
         left join lateral (
           select m.id, m.message, m.user_id, m.client_id, m.created_at, m.seen_at
             from messages m where m.chat_id = p.id and m.id > p.cleared_id and ${MESSAGE_VISIBLE} order by m.id desc limit 1
         ) lm on true
        order by p.last_activity_at ${dir}, p.id ${dir}`,
      params,
    );
    const total = rows[0]?.total ?? 0;
    return { rows: rows.filter((r) => r.id !== null), total };
  }

  /** One chat of the member's, as the list shows it; undefined when it is not theirs (or deleted by them). */
  async findChat(me: number, id: number): Promise<ChatRow | undefined> {
    const { rows } = await this.findChats(me, { page: 1, take: 1, offset: 0, order: 'desc' }, { id });
    return rows[0];
  }

  /**
   * One page of a chat's messages the member can see (after what they cleared, and after
   * `afterId` when given), with the total. Undefined when the chat is not theirs.
   */
  async findMessages(me: number, chatId: number, page: PageParams, afterId = 0): Promise<{ rows: MessageRow[]; total: number } | undefined> {
    const dir = direction(page.order);
    const rows = await sql<MessageRow & { total: number; chat: number }>(
      this.em,
      `with c as (
         select c.id, c.user_one_id, greatest(${CLEARED_BY_ME}, ?) as after_id, ?::int as viewer
           from chats c where c.id = ? and ${VISIBLE_TO_ME}
       )
       select c.id as chat, c.user_one_id, t.total,
              p.id, p.chat_id, p.message, p.user_id, p.client_id, p.created_at, p.seen_at, p.hidden
         from c
        cross join lateral (
           select count(*)::int as total from messages m where m.chat_id = c.id and m.id > c.after_id and ${contentVisible('m', 'c.viewer')}
         ) t
         left join lateral (
           select ${MESSAGE_COLUMNS} from messages m
            where m.chat_id = c.id and m.id > c.after_id and ${contentVisible('m', 'c.viewer')} order by m.id ${dir} limit ? offset ?
         ) p on true
        order by p.id ${dir}`,
      [me, afterId, me, chatId, me, me, page.take, page.offset],
    );
    if (!rows.length) {
      return undefined;
    }
    return { rows: rows.filter((r) => r.id !== null), total: rows[0].total };
  }

  /**
   * Messages sent to the member, not seen yet, in chats they have not cleared past them: the
   * count kept on their row (see the unseen_counters migration), not a recount.
   */
  async countUnseen(me: number): Promise<number> {
    const row = await sqlOne<{ n: number }>(this.em, 'select unseen_messages_count as n from users where id = ?', [me]);
    return row?.n ?? 0;
  }

  /** Whether the chat is one of the member's (and not deleted by them): channel authorization. */
  async isVisible(me: number, chatId: number): Promise<boolean> {
    return Boolean(await sqlOne(this.em, `select 1 from chats c where c.id = ? and ${VISIBLE_TO_ME}`, [chatId, me, me]));
  }

  /** Whether the member takes part in the chat and neither participant blocked the other (typing). */
  async canSignal(me: number, chatId: number): Promise<boolean> {
    return Boolean(await sqlOne(this.em, `select 1 from chats c where c.id = ? and ${VISIBLE_TO_ME} and not ${BLOCKED}`, [chatId, me, me]));
  }

  /** Whether `other` is a member (not banned) and whether either of the two blocked the other. */
  async peer(me: number, other: number): Promise<{ blocked: boolean } | undefined> {
    return sqlOne<{ blocked: boolean }>(
      this.em,
      `select ${blockedEither('?::int', 'u.id')} as blocked
         from users u where u.id = ? and u.banned_at is null and u.deleted_at is null`,
      [me, me, other],
    );
  }

  /**
   * The pair's chat: inserted, or the existing one (shown again to `me` if they had deleted it).
   * The unique index on the unordered pair settles concurrent creations: one row, every caller gets it.
   */
  async upsertChat(me: number, other: number): Promise<{ id: number; created: boolean }> {
    const row = await sqlOne<{ id: number; created: boolean }>(
      this.em,
      `insert into chats as c (user_one_id, user_two_id) values (?, ?)
       on conflict ((least(user_one_id, user_two_id)), (greatest(user_one_id, user_two_id))) do update
         set user_one_deleted_at = case when c.user_one_id = excluded.user_one_id then null else c.user_one_deleted_at end,
             user_two_deleted_at = case when c.user_two_id = excluded.user_one_id then null else c.user_two_deleted_at end
       returning c.id, (xmax = 0) as created`,
      [me, other],
    );
    return row!;
  }

  /** Locks the member's chat row in a transaction. Undefined when the chat is not theirs. */
  lockChat(tx: EntityManager, me: number, chatId: number): Promise<LockedChat | undefined> {
    return sqlOne<LockedChat>(
      tx,
      `select c.id, c.user_one_id, c.user_two_id, ${BLOCKED} as blocked
         from chats c where c.id = ? and ${VISIBLE_TO_ME} for update of c`,
      [chatId, me, me],
    );
  }

  /**
   * Sends a message in one statement (one round trip, its own transaction): the chat locked first so
   * its messages commit in id order, blocks and used client_ids refused, the recipient's kept unseen
   * count read after. Concurrent sends go together (`GroupCommit`). Undefined when the chat is not
   * the member's. Why: docs/decisions.md#chat-sends
   */
  sendMessage(me: number, chatId: number, text: string, clientId: string | null): Promise<SendOutcome | undefined> {
    return this.sends.write({ chatId, me, text, clientId });
  }

  private readonly sends = new GroupCommit<SendInput, SendOutcome | undefined>(
    (input) => this.sendOne(input),
    (inputs) => this.sendMany(inputs),
  );

  private async sendOne({ chatId, me, text, clientId }: SendInput): Promise<SendOutcome | undefined> {
    const [row] = await this.prepared<SendRow>('chats.send', SEND_SQL, [chatId, me, text, clientId]);
    const outcome = row && sendOutcome(row);
    if (outcome?.kind !== 'sent') {
      return outcome;
    }
    const [count] = await this.prepared<{ n: number }>('chats.unseen', UNSEEN_SQL, [outcome.recipient_id]);
    return { ...outcome, recipient_unseen: count?.n ?? 0 };
  }

  /** Every send of the group in one statement; the recipients' counts read once, after the commit. */
  private async sendMany(inputs: SendInput[]): Promise<Array<Promise<SendOutcome | undefined>>> {
    const rows = await this.prepared<SendRow>('chats.send-many', SEND_MANY_SQL, [
      inputs.map((s) => s.chatId),
      inputs.map((s) => s.me),
      inputs.map((s) => s.text),
      inputs.map((s) => s.clientId),
    ]);
    const outcomes = rows.map(sendOutcome);
    const recipients = [...new Set(outcomes.flatMap((o) => (o?.kind === 'sent' ? [o.recipient_id] : [])))];
    const counts = recipients.length
      ? this.prepared<{ id: number; n: number }>('chats.unseen-many', UNSEEN_MANY_SQL, [recipients]).then((found) => new Map(found.map((c) => [c.id, c.n])))
      : Promise.resolve(new Map<number, number>());
    return outcomes.map(async (outcome) =>
      outcome?.kind === 'sent' ? { ...outcome, recipient_unseen: (await counts).get(outcome.recipient_id) ?? 0 } : outcome,
    );
  }

  /** The message a sender already created with this client_id in this chat. */
  findByClientId(chatId: number, userOneId: number, senderId: number, clientId: string): Promise<MessageRow | undefined> {
    return sqlOne<MessageRow>(
      this.em,
      `select ${MESSAGE_COLUMNS}, ? as user_one_id from messages m where m.chat_id = ? and m.user_id = ? and m.client_id = ?`,
      [userOneId, chatId, senderId, clientId],
    );
  }

  /**
   * Marks a message and every earlier one sent to the member in that chat as seen, if the member
   * is the message's recipient. Returns the message (with its seen time) and what was marked; undefined
   * when the message is not in a chat of theirs they can see.
   */
  async markSeenUpTo(me: number, chatId: number, messageId: number): Promise<{ message: MessageRow; recipient_id: number; marked: number } | undefined> {
    const row = await sqlOne<MessageRow & { recipient_id: number; marked: number; marked_at: Date | string | null }>(
      this.em,
      `with target as (
         select ${MESSAGE_COLUMNS}, m.recipient_id, c.user_one_id
           from messages m join chats c on c.id = m.chat_id
          where m.id = ? and m.chat_id = ? and ${VISIBLE_TO_ME} and m.id > ${CLEARED_BY_ME}
       ), marked as (
         update messages set seen_at = now()
          where chat_id = ? and recipient_id = ? and seen_at is null and id <= ?
            and exists (select 1 from target where target.recipient_id = ?)
         returning id, seen_at
       )
       select t.*, (select count(*)::int from marked) as marked, (select max(seen_at) from marked) as marked_at from target t`,
      [messageId, chatId, me, me, me, chatId, me, messageId, me],
    );
    if (!row) {
      return undefined;
    }
    const { recipient_id, marked, marked_at, ...message } = row;
    return { message: { ...message, seen_at: message.seen_at ?? marked_at }, recipient_id, marked };
  }

  /** Marks every message sent to the member as seen; per chat, the newest message marked. */
  markAllSeen(me: number): Promise<SeenMark[]> {
    return sql<SeenMark>(
      this.em,
      `with marked as (
         update messages set seen_at = now() where recipient_id = ? and seen_at is null returning chat_id, id, seen_at
       )
       select chat_id, max(id) as message_id, max(seen_at) as seen_at from marked group by chat_id order by chat_id`,
      [me],
    );
  }

  /**
   * Deletes a chat (locked with lockChat) for the member: hidden from their list, its messages so
   * far cleared for them. When both participants have deleted it, nobody can see anything of it
   * any more, and the row goes (with its messages).
   */
  async clearForMember(tx: EntityManager, me: number, chatId: number): Promise<void> {
    await sql(
      tx,
      `update chats c set
         user_one_deleted_at = case when c.user_one_id = ? then now() else c.user_one_deleted_at end,
         user_two_deleted_at = case when c.user_two_id = ? then now() else c.user_two_deleted_at end,
         user_one_cleared_id = case when c.user_one_id = ? then l.last_id else c.user_one_cleared_id end,
         user_two_cleared_id = case when c.user_two_id = ? then l.last_id else c.user_two_cleared_id end
        from (select coalesce(max(id), 0) as last_id from messages where chat_id = ?) l
       where c.id = ?`,
      [me, me, me, me, chatId, chatId],
    );
    await sql(tx, 'delete from chats where id = ? and user_one_deleted_at is not null and user_two_deleted_at is not null', [chatId]);
  }
}
