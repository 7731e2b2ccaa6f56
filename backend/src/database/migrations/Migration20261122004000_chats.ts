import { Migration } from '@mikro-orm/migrations';

/**
 * One-to-one chats and their messages: one chat per pair, deletion per member, unseen counts on one
 * partial index. Why: docs/decisions.md#schema-notes
 */
export class Migration20261122004000_chats extends Migration {
  override up(): void {
    this.addSql(`
      create table chats (
        id serial primary key,
        user_one_id integer not null references users (id) on delete cascade,
        user_two_id integer not null references users (id) on delete cascade,
        created_at timestamptz not null default now(),
        last_activity_at timestamptz not null default now(),
        user_one_deleted_at timestamptz,
        user_two_deleted_at timestamptz,
        user_one_cleared_id integer not null default 0,
        user_two_cleared_id integer not null default 0,
        check (user_one_id <> user_two_id)
      );`);
    this.addSql('create unique index chats_pair_unique on chats (least(user_one_id, user_two_id), greatest(user_one_id, user_two_id));');
    this.addSql('create index chats_user_one_activity_index on chats (user_one_id, last_activity_at desc, id desc);');
    this.addSql('create index chats_user_two_activity_index on chats (user_two_id, last_activity_at desc, id desc);');
    this.addSql(`
      create table messages (
        id serial primary key,
        chat_id integer not null references chats (id) on delete cascade,
        user_id integer not null,
        recipient_id integer not null,
        message varchar(500) not null check (char_length(message) > 0),
        client_id varchar(64),
        created_at timestamptz not null default now(),
        seen_at timestamptz,
        check (user_id <> recipient_id)
      );`);
    this.addSql('create index messages_chat_index on messages (chat_id, id);');
    this.addSql('create index messages_unseen_index on messages (recipient_id, chat_id, id) where seen_at is null;');
    // A retried send (same client_id from the same sender in the same chat) finds its message.
    this.addSql('create unique index messages_client_id_unique on messages (chat_id, user_id, client_id) where client_id is not null;');
  }

  override down(): void {
    this.addSql('drop table if exists messages, chats cascade;');
  }
}
