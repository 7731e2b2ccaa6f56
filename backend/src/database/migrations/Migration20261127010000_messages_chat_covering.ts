import { Migration } from '@mikro-orm/migrations';

/**
 * A chat's message list counts the messages its reader may see (`hidden_at is null or user_id =
 * <me>`, after their cleared mark) on every page. On `messages (chat_id, id)` that count visited
 * every counted row in the table (10,429 rows of a busy chat: 1,333 buffers, ~3 ms, three
 * quarters of the query); with `user_id` and `hidden_at` carried in the index it is an
 * index-only scan (55 buffers, ~0.8 ms). Same keys and name, so every other use of the index
 * (newest messages of a chat, last message per chat) is unchanged; `user_id` never changes and
 * `hidden_at` only by moderation, so updates that were HOT (`seen_at`) stay HOT.
 */
export class Migration20261127010000_messages_chat_covering extends Migration {
  override up(): void {
    this.addSql('create index messages_chat_covering_index on messages (chat_id, id) include (user_id, hidden_at);');
    this.addSql('drop index messages_chat_index;');
    this.addSql('alter index messages_chat_covering_index rename to messages_chat_index;');
  }

  override down(): void {
    this.addSql('create index messages_chat_plain_index on messages (chat_id, id);');
    this.addSql('drop index messages_chat_index;');
    this.addSql('alter index messages_chat_plain_index rename to messages_chat_index;');
  }
}
