import { Module, type OnModuleInit } from '@nestjs/common';
import { ChannelPolicies } from '../../realtime/channel-policies';
import { ChatRealtime } from './chat-realtime';
import { ChatsController } from './chats.controller';
import { ChatsRepository } from './chats.repository';
import { ChatsService } from './chats.service';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';

/** One-to-one chats and their messages; `private-chats.{id}` is signed for its two participants only. */
@Module({
  controllers: [ChatsController, MessagesController],
  providers: [ChatsRepository, ChatsService, MessagesService, ChatRealtime],
})
export class ChatsModule implements OnModuleInit {
  constructor(
    private readonly policies: ChannelPolicies,
    private readonly chats: ChatsRepository,
  ) {}

  onModuleInit(): void {
    this.policies.register('chats', (user, chatId) => this.chats.isVisible(user.id, chatId));
  }
}
