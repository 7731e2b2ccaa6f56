import { GuestRead } from '../../common/auth/guest-read';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { Viewer, CurrentUser, MembersApi } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors } from '../../common/openapi/decorators';
import { ApiPagedResponse, PageQueryDto, type Page } from '../../common/paging/paging';
import { COMMUNITY_MSG } from '../../common/validation/messages';
import { ForumModerationDto, ForumReplyFormDto } from './dto/forum.input';
import { ForumDto, ForumReplyDto } from './dto/forum.dto';
import { ForumsService } from './forums.service';

const ThreadId = new IdPipe(COMMUNITY_MSG.forumNotFound);
const ReplyId = new IdPipe(COMMUNITY_MSG.replyNotFound);

/** What threads have beyond their content type's routes (forums.content-type): replies, pins and locks. */
@MembersApi('forums')
@Controller('forums')
export class ForumsController {
  constructor(private readonly forums: ForumsService) {}

  @Patch(':id/moderation')
  @ApiOperation({ summary: 'Pin (moderators) or lock (the author or a moderator) a thread' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(ForumDto)
  @ApiErrors(403, 404)
  async moderateForum(@CurrentUser() me: AuthUser, @Param('id', ThreadId) id: number, @Body() dto: ForumModerationDto): Promise<{ data: ForumDto }> {
    return { data: await this.forums.moderate(me, id, dto) };
  }

  @Get(':id/replies')
  @GuestRead()
  @ApiOperation({ summary: 'The replies of a thread, oldest first unless order=desc (visitors: of a public thread)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiPagedResponse(ForumReplyDto)
  @ApiErrors(404)
  listForumReplies(@Viewer() me: AuthUser | undefined, @Param('id', ThreadId) id: number, @Query() query: PageQueryDto): Promise<Page<ForumReplyDto>> {
    return this.forums.replies(me, id, query);
  }

  @Post(':id/replies')
  @ApiOperation({ summary: 'Reply in a thread (Markdown); its author and earlier repliers are notified' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(ForumReplyDto, 201)
  @ApiErrors({ 409: 'The thread is locked' }, 404)
  async createForumReply(@CurrentUser() me: AuthUser, @Param('id', ThreadId) id: number, @Body() dto: ForumReplyFormDto): Promise<{ data: ForumReplyDto }> {
    return { data: await this.forums.reply(me, id, dto.body) };
  }

  @Patch(':id/replies/:replyId')
  @ApiOperation({ summary: 'Edit my reply' })
  @ApiParam({ name: 'id', type: Number })
  @ApiParam({ name: 'replyId', type: Number })
  @ApiDataResponse(ForumReplyDto)
  @ApiErrors(403, 404)
  async updateForumReply(
    @CurrentUser() me: AuthUser,
    @Param('id', ThreadId) id: number,
    @Param('replyId', ReplyId) replyId: number,
    @Body() dto: ForumReplyFormDto,
  ): Promise<{ data: ForumReplyDto }> {
    return { data: await this.forums.updateReply(me, id, replyId, dto.body) };
  }

  @Delete(':id/replies/:replyId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete my reply (moderators: any reply)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiParam({ name: 'replyId', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404)
  async deleteForumReply(@CurrentUser() me: AuthUser, @Param('id', ThreadId) id: number, @Param('replyId', ReplyId) replyId: number): Promise<void> {
    await this.forums.deleteReply(me, id, replyId);
  }
}
