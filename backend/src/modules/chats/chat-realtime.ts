import { Injectable, Logger } from '@nestjs/common';
import { DomainEvents } from '../../common/outbox/domain-events';
import { RealtimeService } from '../../realtime/realtime.service';
import { ChatsRepository } from './chats.repository';
import type { ChatMessageDto } from './dto/chat-message.dto';

/**
 * What the chats domain tells sockets, always after the change is committed. Emits never wait on
 * a consumer; a failed unseen count is logged (the data is committed, a refetch shows it).
 */
@Injectable()
export class ChatRealtime {
  private readonly logger = new Logger('ChatRealtime');

  constructor(
    private readonly realtime: RealtimeService,
    private readonly chats: ChatsRepository,
    private readonly events: DomainEvents,
  ) {}

  /** A new message: to the chat's channel, then the recipient's new unseen count (counted with the send). */
  messageCreated(message: ChatMessageDto, recipientId: number, recipientUnseen: number): void {
    this.realtime.toChat(message.chat_id, 'chats.message', { message: JSON.stringify(message) });
    this.realtime.toUser(recipientId, 'messages.unseen', { messages_count: recipientUnseen, chat_id: message.chat_id });
    this.events.emit('chat.message_sent', {
      chatId: message.chat_id,
      messageId: message.id,
      senderId: message.user_id,
      recipientId,
      text: message.message,
      recipientUnseen,
    });
  }

  /** The reader saw `messageId` and every earlier message of the chat. */
  seen(chatId: number, messageId: number, seenAt: string): void {
    this.realtime.toChat(chatId, 'messages.seen', { chat_id: chatId, message_id: messageId, seen_at: seenAt });
  }

  /**
   * Sends the member their current unseen count after they read (chat `chatId`, or every chat);
   * returns it (undefined when it could not be read).
   */
  async unseenChanged(userId: number, chatId: number | null = null): Promise<number | undefined> {
    try {
      const count = await this.chats.countUnseen(userId);
      this.realtime.toUser(userId, 'messages.unseen', { messages_count: count });
      this.events.emit('chat.read', { userId, chatId, unseen: count });
      return count;
    } catch (error) {
      this.logger.warn(`Could not send the unseen count of user ${userId}: ${String(error)}`);
      return undefined;
    }
  }
}
