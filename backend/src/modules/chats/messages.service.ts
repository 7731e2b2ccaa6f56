import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { pageParams, toPage, type Page } from '../../common/paging/paging';
import { ChatRealtime } from './chat-realtime';
import { toChatMessageDto } from './chats.mapper';
import { ChatsRepository } from './chats.repository';
import type { ChatMessageDto } from './dto/chat-message.dto';
import type { ChatMessagesQueryDto, SendMessageBody } from './dto/chat.input';
import { CHAT_MSG } from '../../common/validation/messages';
import { MESSAGES_PAGE_SIZE } from './dto/messages';

/** Messages of a chat: read, send, mark seen, count unseen. Only the chat's participants get anywhere. */
@Injectable()
export class MessagesService {
  constructor(
    private readonly chats: ChatsRepository,
    private readonly realtime: ChatRealtime,
  ) {}

  /** Newest first, 10 a page; with `after_id`, what came after that message, oldest first. */
  async list(me: number, chatId: number, query: ChatMessagesQueryDto): Promise<Page<ChatMessageDto>> {
    const catchUp = query.after_id !== undefined;
    const params = pageParams(catchUp ? { ...query, order: 'asc' } : query, { take: MESSAGES_PAGE_SIZE });
    const found = await this.chats.findMessages(me, chatId, params, query.after_id ?? 0);
    if (!found) {
      throw new NotFoundException(CHAT_MSG.chatNotFound);
    }
    return toPage(found.rows.map(toChatMessageDto), found.total, params);
  }

  /**
   * Sends a message: committed first, then announced on the chat's channel and to the recipient.
   * A send repeating a `client_id` of mine in this chat returns that message (created: false).
   */
  async send(me: number, chatId: number, dto: SendMessageBody): Promise<{ message: ChatMessageDto; created: boolean }> {
    const clientId = dto.client_id ?? null;
    const outcome = await this.chats.sendMessage(me, chatId, dto.message, clientId);
    if (!outcome) {
      throw new NotFoundException(CHAT_MSG.chatNotFound);
    }
    switch (outcome.kind) {
      case 'blocked':
        throw new ForbiddenException(CHAT_MSG.blocked);
      case 'replay': {
        const row = await this.chats.findByClientId(chatId, outcome.user_one_id, me, clientId!);
        return { message: toChatMessageDto(row!), created: false };
      }
      case 'sent': {
        const message = toChatMessageDto(outcome.message);
        this.realtime.messageCreated(message, outcome.recipient_id, outcome.recipient_unseen);
        return { message, created: true };
      }
    }
  }

  /** The recipient saw this message and every earlier one sent to them in the chat. */
  async markSeen(me: number, chatId: number, messageId: number): Promise<ChatMessageDto> {
    const result = await this.chats.markSeenUpTo(me, chatId, messageId);
    if (!result) {
      throw new NotFoundException(CHAT_MSG.messageNotFound);
    }
    if (result.recipient_id !== me) {
      throw new ForbiddenException(CHAT_MSG.notRecipient);
    }
    const message = toChatMessageDto(result.message);
    if (result.marked > 0 && message.seen_at) {
      this.realtime.seen(chatId, messageId, message.seen_at);
      await this.realtime.unseenChanged(me, chatId);
    }
    return message;
  }

  countUnseen(me: number): Promise<number> {
    return this.chats.countUnseen(me);
  }
}
