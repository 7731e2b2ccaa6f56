import { Module, type OnModuleInit } from '@nestjs/common';
import { ChannelPolicies } from '../../realtime/channel-policies';
import { ChatRealtime } from './chat-realtime';
import { ChatsController } from './chats.controller';
import { ChatsRepository } from './chats.repository';
import { ChatsService } from './chats.service';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';
import { ChatsMemberData } from './chats.member-data';

/**
 * One-to-one chats and their messages; `private-chats.{id}` is signed for its two participants only,
 * and typing reaches the other only while neither blocked the other.
 */
@Module({
  controllers: [ChatsController, MessagesController],
  providers: [ChatsMemberData, ChatsRepository, ChatsService, MessagesService, ChatRealtime],
  // Other domains open chats and send messages through these (a listing's "contact").
  exports: [ChatsService, MessagesService],
})
export class ChatsModule implements OnModuleInit {
  constructor(
    private readonly policies: ChannelPolicies,
    private readonly chats: ChatsRepository,
  ) {}

  onModuleInit(): void {
    this.policies.register(
      'chats',
      (user, chatId) => this.chats.isVisible(user.id, chatId),
      (user, chatId) => this.chats.canSignal(user.id, chatId),
    );
  }
}
