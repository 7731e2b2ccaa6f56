import { Migration } from '@mikro-orm/migrations';
import { COUNTED } from './Migration20261124010000_unseen_counters';

/**
 * SQL: adds each member's change `d(uid, n)` (a CTE of the statement) to their unseen total,
 * taking the `users` rows' locks in id order first (`l`, locked as it is read: the update can
 * reach a row only through its match in `l`, so no row is locked out of that order).
 */
const ADD_TO_TOTALS = `, l as (select u.id from users u where u.id in (select uid from d) order by u.id for no key update of u)
  update users u set unseen_messages_count = u.unseen_messages_count + d.n
    from d join l on l.id = d.uid
   where u.id = d.uid`;

/** SQL: the members' changes `d(uid, n)` of the chat sides in `t(uid, n)`. */
const TOTALS = (t: string) => `with d as (select uid, sum(n)::int as n from (${t}) t group by uid having sum(n) <> 0)`;

/**
 * SQL: trigger function `name`, which adds the members' changes of the chat sides `t(uid, n)`
 * (a select over the statement's transition tables) to their unseen totals, in id order.
 */
const totalsFunction = (name: string, t: string) => `
      create function ${name}() returns trigger language plpgsql as $$
      begin
        ${TOTALS(t)}
        ${ADD_TO_TOTALS};
        return null;
      end $$;`;

/** SQL: the chats of the statement's message rows `x`, updated by their counted rows, locked in id order first. */
const TO_CHATS = `, l as (select c.id from chats c where c.id in (select chat_id from x) order by c.id for no key update of c),
  d as (select c.id,
               coalesce(sum(x.d) filter (where x.recipient_id = c.user_one_id), 0)::int as one,
               coalesce(sum(x.d) filter (where x.recipient_id = c.user_two_id), 0)::int as two
          from x join chats c on c.id = x.chat_id
         where ${COUNTED}
         group by c.id)
  update chats c set user_one_unseen = c.user_one_unseen + d.one, user_two_unseen = c.user_two_unseen + d.two
    from d join l on l.id = d.id
   where c.id = d.id and (d.one <> 0 or d.two <> 0)`;

/**
 * The unseen-count triggers lock chats, then users, in id order, so two send groups never deadlock.
 * Why: docs/decisions.md#chat-sends
 */
export class Migration20261129010000_unseen_lock_order extends Migration {
  override up(): void {
    this.addSql(
      totalsFunction(
        'chats_unseen_totals_ordered',
        `select user_one_id as uid, user_one_unseen as n from new_rows
           union all select user_two_id, user_two_unseen from new_rows
           union all select user_one_id, -user_one_unseen from old_rows
           union all select user_two_id, -user_two_unseen from old_rows`,
      ),
    );
    this.addSql(
      totalsFunction(
        'chats_unseen_totals_deleted',
        'select user_one_id as uid, -user_one_unseen as n from old_rows union all select user_two_id, -user_two_unseen from old_rows',
      ),
    );
    this.addSql(`
      create function messages_unseen_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          with x as (select chat_id, recipient_id, id, seen_at, hidden_at, 1 as d from new_rows
                     union all select chat_id, recipient_id, id, seen_at, hidden_at, -1 from old_rows)
          ${TO_CHATS};
        else
          with x as (select chat_id, recipient_id, id, seen_at, hidden_at, -1 as d from old_rows)
          ${TO_CHATS};
        end if;
        return null;
      end $$;`);
    this.retrigger('chats_unseen_totals_update', 'after update on chats referencing old table as old_rows new table as new_rows', 'chats_unseen_totals_ordered');
    this.retrigger('chats_unseen_totals_delete', 'after delete on chats referencing old table as old_rows', 'chats_unseen_totals_deleted');
    this.retrigger('messages_unseen_update', 'after update on messages referencing old table as old_rows new table as new_rows', 'messages_unseen_changed');
    this.retrigger('messages_unseen_delete', 'after delete on messages referencing old table as old_rows', 'messages_unseen_changed');
  }

  override down(): void {
    this.retrigger('messages_unseen_delete', 'after delete on messages referencing old table as old_rows', 'messages_unseen_sync');
    this.retrigger('messages_unseen_update', 'after update on messages referencing old table as old_rows new table as new_rows', 'messages_unseen_sync');
    this.retrigger('chats_unseen_totals_delete', 'after delete on chats referencing old table as old_rows', 'chats_unseen_totals');
    this.retrigger('chats_unseen_totals_update', 'after update on chats referencing old table as old_rows new table as new_rows', 'chats_unseen_totals_updated');
    this.addSql('drop function messages_unseen_changed(), chats_unseen_totals_deleted(), chats_unseen_totals_ordered();');
  }

  /** Points statement trigger `name` (`on`: its event, table and transition tables) at `fn`. */
  private retrigger(name: string, on: string, fn: string): void {
    const table = / on (\w+) /.exec(on)![1];
    this.addSql(`drop trigger ${name} on ${table};`);
    this.addSql(`create trigger ${name} ${on} for each statement execute function ${fn}();`);
  }
}
