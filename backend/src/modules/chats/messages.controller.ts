import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiErrorDto } from '../../common/errors/api-error.dto';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import { IdPipe } from '../../common/http/id.pipe';
import { CHAT_MSG } from '../../common/validation/messages';
import { ChatMessageDto, ChatMessageResponseDto } from './dto/chat-message.dto';
import { ChatMessagesQueryDto, CreateChatMessageDto, SendMessageBodyPipe, type SendMessageBody } from './dto/chat.input';
import { UnseenMessagesCountDto } from './dto/chat.dto';
import { MessagesService } from './messages.service';

/** Messages of the member's chats (paths under /chats as the spec gives them). */
@MembersApi('chats')
@Controller('chats')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Get('messages/count-unseen')
  @ApiOperation({ summary: 'How many messages sent to me I have not seen' })
  @ApiOkResponse({ type: UnseenMessagesCountDto })
  async countUnseenMessages(@CurrentUser() me: AuthUser): Promise<UnseenMessagesCountDto> {
    return { messages_count: await this.messages.countUnseen(me.id) };
  }

  @Get(':chatId/messages')
  @ApiOperation({
    summary: 'Messages of one of my chats: 10 a page, newest first; with after_id, what came after it, oldest first',
  })
  @ApiPagedResponse(ChatMessageDto)
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such chat of mine' })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'Invalid paging or after_id' })
  listMessages(
    @CurrentUser() me: AuthUser,
    @Param('chatId', new IdPipe(CHAT_MSG.chatNotFound)) chatId: number,
    @Query() query: ChatMessagesQueryDto,
  ): Promise<Page<ChatMessageDto>> {
    return this.messages.list(me.id, chatId, query);
  }

  @Post(':chatId/messages')
  @ApiOperation({
    summary: 'Send a message (201); a retry with the same client_id returns the message already sent (200)',
  })
  @ApiCreatedResponse({ type: ChatMessageResponseDto, description: 'Sent' })
  @ApiOkResponse({ type: ChatMessageResponseDto, description: 'Already sent with this client_id' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'One of the two has blocked the other' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such chat of mine' })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: "'Is required', or over 500 characters" })
  @ApiBody({ type: CreateChatMessageDto })
  async createMessage(
    @CurrentUser() me: AuthUser,
    @Param('chatId', new IdPipe(CHAT_MSG.chatNotFound)) chatId: number,
    @Body(SendMessageBodyPipe) dto: SendMessageBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChatMessageResponseDto> {
    const { message, created } = await this.messages.send(me.id, chatId, dto);
    void reply.status(created ? 201 : 200);
    return { data: message };
  }

  @Get(':chatId/messages/:messageId/seen')
  @ApiOperation({
    summary: 'Mark a message sent to me, and every earlier one in the chat, as seen',
    description: 'The spec calls this with GET; it changes data, so POST (markMessageSeenWithPost) does the same and is what clients should use.',
  })
  @ApiOkResponse({ type: ChatMessageResponseDto, description: 'The message, with its seen_at' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'I sent that message: only its recipient marks it seen' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such message in a chat of mine' })
  async markMessageSeen(
    @CurrentUser() me: AuthUser,
    @Param('chatId', new IdPipe(CHAT_MSG.chatNotFound)) chatId: number,
    @Param('messageId', new IdPipe(CHAT_MSG.messageNotFound)) messageId: number,
  ): Promise<ChatMessageResponseDto> {
    return { data: await this.messages.markSeen(me.id, chatId, messageId) };
  }

  @Post(':chatId/messages/:messageId/seen')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a message sent to me, and every earlier one in the chat, as seen (POST: the method for a change)' })
  @ApiOkResponse({ type: ChatMessageResponseDto, description: 'The message, with its seen_at' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'I sent that message: only its recipient marks it seen' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such message in a chat of mine' })
  markMessageSeenWithPost(
    @CurrentUser() me: AuthUser,
    @Param('chatId', new IdPipe(CHAT_MSG.chatNotFound)) chatId: number,
    @Param('messageId', new IdPipe(CHAT_MSG.messageNotFound)) messageId: number,
  ): Promise<ChatMessageResponseDto> {
    return this.markMessageSeen(me, chatId, messageId);
  }
}
