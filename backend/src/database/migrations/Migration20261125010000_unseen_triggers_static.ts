import { Migration } from '@mikro-orm/migrations';

/**
 * The two unseen-count triggers every send fires, in static SQL so that PL/pgSQL keeps their plans: a
 * send's PostgreSQL CPU ~1.4 → ~0.8 ms. Why: docs/decisions.md#chat-sends
 */
export class Migration20261125010000_unseen_triggers_static extends Migration {
  override up(): void {
    this.addSql(`
      create function messages_unseen_inserted() returns trigger language plpgsql as $$
      begin
        update chats c set user_one_unseen = c.user_one_unseen + d.one, user_two_unseen = c.user_two_unseen + d.two
          from (select c.id,
                       count(*) filter (where x.recipient_id = c.user_one_id)::int as one,
                       count(*) filter (where x.recipient_id = c.user_two_id)::int as two
                  from new_rows x join chats c on c.id = x.chat_id
                 where x.seen_at is null and x.hidden_at is null
                   and x.id > case when x.recipient_id = c.user_one_id then c.user_one_cleared_id else c.user_two_cleared_id end
                 group by c.id) d
         where c.id = d.id and (d.one <> 0 or d.two <> 0);
        return null;
      end $$;`);
    this.addSql('drop trigger messages_unseen_insert on messages;');
    this.addSql(
      'create trigger messages_unseen_insert after insert on messages referencing new table as new_rows for each statement execute function messages_unseen_inserted();',
    );

    this.addSql(`
      create function chats_unseen_totals_updated() returns trigger language plpgsql as $$
      begin
        update users u set unseen_messages_count = u.unseen_messages_count + d.n
          from (select uid, sum(n)::int as n
                  from (select user_one_id as uid, user_one_unseen as n from new_rows
                        union all select user_two_id, user_two_unseen from new_rows
                        union all select user_one_id, -user_one_unseen from old_rows
                        union all select user_two_id, -user_two_unseen from old_rows) t
                 group by uid having sum(n) <> 0) d
         where u.id = d.uid;
        return null;
      end $$;`);
    this.addSql('drop trigger chats_unseen_totals_update on chats;');
    this.addSql(
      'create trigger chats_unseen_totals_update after update on chats referencing old table as old_rows new table as new_rows for each statement execute function chats_unseen_totals_updated();',
    );
  }

  override down(): void {
    this.addSql('drop trigger chats_unseen_totals_update on chats;');
    this.addSql(
      'create trigger chats_unseen_totals_update after update on chats referencing old table as old_rows new table as new_rows for each statement execute function chats_unseen_totals();',
    );
    this.addSql('drop function chats_unseen_totals_updated();');
    this.addSql('drop trigger messages_unseen_insert on messages;');
    this.addSql(
      'create trigger messages_unseen_insert after insert on messages referencing new table as new_rows for each statement execute function messages_unseen_sync();',
    );
    this.addSql('drop function messages_unseen_inserted();');
  }
}
