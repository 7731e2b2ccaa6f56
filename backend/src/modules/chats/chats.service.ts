import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { pageParams, toPage, type Page } from '../../common/paging/paging';
import { ValidationFailedException } from '../../common/errors/validation';
import { ChatRealtime } from './chat-realtime';
import { toChatDto } from './chats.mapper';
import { ChatsRepository } from './chats.repository';
import type { ChatsQueryDto } from './dto/chat.input';
import type { ChatDto } from './dto/chat.dto';
import { CHAT_MSG } from '../../common/validation/messages';
import { toIso } from '../../common/time/timestamps';

/** The member's chats: list, open, start, delete, mark all read. */
@Injectable()
export class ChatsService {
  constructor(
    private readonly em: EntityManager,
    private readonly chats: ChatsRepository,
    private readonly realtime: ChatRealtime,
  ) {}

  async list(me: number, query: ChatsQueryDto): Promise<Page<ChatDto>> {
    const params = pageParams(query);
    const { rows, total } = await this.chats.findChats(me, params, { search: query.search || undefined });
    return toPage(rows.map(toChatDto), total, params);
  }

  async get(me: number, chatId: number): Promise<ChatDto> {
    const row = await this.chats.findChat(me, chatId);
    if (!row) {
      throw new NotFoundException(CHAT_MSG.chatNotFound);
    }
    return toChatDto(row);
  }

  /**
   * Opens the chat with another member: the existing one when the pair already has one (shown
   * again if I had deleted it), else a new one. 422 for myself, 404 for an unknown member, 403
   * when either of us blocked the other.
   */
  async open(me: number, otherId: number): Promise<{ chat: ChatDto; created: boolean }> {
    if (otherId === me) {
      throw ValidationFailedException.field('user_id', CHAT_MSG.self);
    }
    const peer = await this.chats.peer(me, otherId);
    if (!peer) {
      throw new NotFoundException(CHAT_MSG.userNotFound);
    }
    if (peer.blocked) {
      throw new ForbiddenException(CHAT_MSG.blocked);
    }
    const { id, created } = await this.chats.upsertChat(me, otherId);
    return { chat: await this.get(me, id), created };
  }

  /** Deletes the chat for me only: the other participant keeps it and its history. */
  async delete(me: number, chatId: number): Promise<void> {
    await this.em.transactional(async (tx) => {
      if (!(await this.chats.lockChat(tx, me, chatId))) {
        throw new NotFoundException(CHAT_MSG.chatNotFound);
      }
      await this.chats.clearForMember(tx, me, chatId);
    });
    // What I cleared no longer counts as unseen.
    await this.realtime.unseenChanged(me, chatId);
  }

  /** "Mark all as read": every message sent to me is seen; each chat hears it, I get my new count. */
  async readAll(me: number): Promise<number> {
    const marks = await this.chats.markAllSeen(me);
    for (const mark of marks) {
      this.realtime.seen(mark.chat_id, mark.message_id, toIso(mark.seen_at));
    }
    return (await this.realtime.unseenChanged(me)) ?? this.chats.countUnseen(me);
  }
}
