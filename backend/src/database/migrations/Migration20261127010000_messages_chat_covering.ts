import { Migration } from '@mikro-orm/migrations';

/**
 * `messages (chat_id, id)` carries `user_id` and `hidden_at`, so a message list's count is an
 * index-only scan (~3 → ~0.8 ms). Why: docs/decisions.md#chat-sends
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
