import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
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
import { ChatsService } from './chats.service';
import { ChatsQueryDto, CreateChatDto } from './dto/chat.input';
import { ChatDto, ChatResponseDto, UnseenMessagesCountDto } from './dto/chat.dto';

/** The member's one-to-one chats. Someone else's chat does not exist for them (404). */
@MembersApi('chats')
@Controller('chats')
export class ChatsController {
  constructor(private readonly chats: ChatsService) {}

  @Get()
  @ApiOperation({
    summary: 'My chats, most recent activity first, with the other member, the last message and my unseen count',
  })
  @ApiPagedResponse(ChatDto)
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'Invalid paging or search' })
  listChats(@CurrentUser() me: AuthUser, @Query() query: ChatsQueryDto): Promise<Page<ChatDto>> {
    return this.chats.list(me.id, query);
  }

  @Post()
  @ApiOperation({ summary: 'Open a chat with a member: the existing one (200) or a new one (201)' })
  @ApiCreatedResponse({ type: ChatResponseDto, description: 'A new chat' })
  @ApiOkResponse({ type: ChatResponseDto, description: 'The chat the two members already had' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'One of the two has blocked the other' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such member' })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'Missing user_id, or my own id' })
  async createChat(
    @CurrentUser() me: AuthUser,
    @Body() dto: CreateChatDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChatResponseDto> {
    const { chat, created } = await this.chats.open(me.id, dto.user_id);
    void reply.status(created ? 201 : 200);
    return { data: chat };
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark every message sent to me as seen ("Mark all as read")' })
  @ApiOkResponse({ type: UnseenMessagesCountDto, description: 'My unseen count afterwards' })
  async readAllChats(@CurrentUser() me: AuthUser): Promise<UnseenMessagesCountDto> {
    return { messages_count: await this.chats.readAll(me.id) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of my chats' })
  @ApiOkResponse({ type: ChatResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such chat of mine' })
  async getChat(@CurrentUser() me: AuthUser, @Param('id', new IdPipe(CHAT_MSG.chatNotFound)) id: number): Promise<ChatResponseDto> {
    return { data: await this.chats.get(me.id, id) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a chat for me: it leaves my list with its history; the other member keeps theirs' })
  @ApiNoContentResponse({ description: 'Deleted for me' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such chat of mine' })
  async deleteChat(@CurrentUser() me: AuthUser, @Param('id', new IdPipe(CHAT_MSG.chatNotFound)) id: number): Promise<void> {
    await this.chats.delete(me.id, id);
  }
}
