import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { ChatsModule } from './chats.module';
import { Chat } from './entities/chat.entity';
import { Message } from './entities/message.entity';
import { CHAT_SUBJECTS } from './chats.moderation';
import { ChatsMemberData } from './chats.member-data';
import { seedDemoChats } from './chats.demo-seed';

// The chats domain's front door: other domains import it only from here.
export { ChatsModule } from './chats.module';
export { ChatsService } from './chats.service';
export { ChatDto } from './dto/chat.dto';
export { MessagesService } from './messages.service';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { chats: 'One-to-one chats and their messages: open, send, read receipts, typing' };

/** What the chats domain tells the registry (modules/registry.ts). */
export const chatsDomain: DomainDescriptor = { name: 'chats', module: ChatsModule, apiTags: API_TAGS, entities: [Chat, Message], moderation: CHAT_SUBJECTS, seed: seedDemoChats, memberData: ChatsMemberData };
