import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors, ApiMultipart } from '../../common/openapi/decorators';
import { ApiPagedResponse, PageQueryDto, type Page } from '../../common/paging/paging';
import { CONTENT_IMAGE_MAX_BYTES } from '../../common/uploads/images';
import { imageFile, readMultipart } from '../../common/uploads/multipart';
import { COMMUNITY_MSG } from '../../common/validation/messages';
import { CategoriesRepository, CategoryListDto } from '../../common/content/categories';
import { CategorizedQueryDto } from '../../common/content/dto/content-query.dto';
import { CreateForumDto, ForumModerationDto, ForumReplyFormDto, UpdateForumDto } from './dto/forum-form.dto';
import { ForumDto, ForumReplyDto, ForumSummaryDto } from './dto/forum.dto';
import { ForumsService } from './forums.service';

const FORUM_FILES = { image: imageFile(CONTENT_IMAGE_MAX_BYTES) };
const ThreadId = new IdPipe(COMMUNITY_MSG.forumNotFound);
const ReplyId = new IdPipe(COMMUNITY_MSG.replyNotFound);

/** Forum threads and replies. */
@MembersApi('forums')
@Controller('forums')
export class ForumsController {
  constructor(
    private readonly forums: ForumsService,
    private readonly categories: CategoriesRepository,
  ) {}

  @Get('categories')
  @ApiOperation({ summary: 'The forum categories' })
  @ApiOkResponse({ type: CategoryListDto })
  async listForumCategories(): Promise<CategoryListDto> {
    return { data: await this.categories.list('forum') };
  }

  @Get()
  @ApiOperation({ summary: 'Threads: pinned first, then by latest activity (order=asc: oldest activity first); search, category and author filters' })
  @ApiPagedResponse(ForumSummaryDto)
  listForums(@CurrentUser() me: AuthUser, @Query() query: CategorizedQueryDto): Promise<Page<ForumSummaryDto>> {
    return this.forums.list(me, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One thread with its first post' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(ForumDto)
  @ApiErrors(404)
  async getForum(@CurrentUser() me: AuthUser, @Param('id', ThreadId) id: number): Promise<{ data: ForumDto }> {
    return { data: await this.forums.get(me, id) };
  }

  @Post()
  @ApiOperation({ summary: 'Start a thread: title, category, Markdown body and an optional image' })
  @ApiMultipart(CreateForumDto, FORUM_FILES)
  @ApiDataResponse(ForumDto, 201)
  async createForum(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest): Promise<{ data: ForumDto }> {
    const form = await readMultipart(req, CreateForumDto, FORUM_FILES);
    return { data: await this.forums.create(me, form.fields, form.files.image?.data) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit my thread: the fields sent change; an image sent replaces the old one' })
  @ApiParam({ name: 'id', type: Number })
  @ApiMultipart(UpdateForumDto, FORUM_FILES)
  @ApiDataResponse(ForumDto)
  @ApiErrors(403, 404)
  async updateForum(@CurrentUser() me: AuthUser, @Param('id', ThreadId) id: number, @Req() req: FastifyRequest): Promise<{ data: ForumDto }> {
    const form = await readMultipart(req, UpdateForumDto, FORUM_FILES);
    return { data: await this.forums.update(me, id, form.fields, form.files.image?.data) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete my thread (moderators: any thread), with its replies' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404)
  async deleteForum(@CurrentUser() me: AuthUser, @Param('id', ThreadId) id: number): Promise<void> {
    await this.forums.remove(me, id);
  }

  @Patch(':id/moderation')
  @ApiOperation({ summary: 'Pin (moderators) or lock (the author or a moderator) a thread' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(ForumDto)
  @ApiErrors(403, 404)
  async moderateForum(@CurrentUser() me: AuthUser, @Param('id', ThreadId) id: number, @Body() dto: ForumModerationDto): Promise<{ data: ForumDto }> {
    return { data: await this.forums.moderate(me, id, dto) };
  }

  @Get(':id/replies')
  @ApiOperation({ summary: 'The replies of a thread, oldest first unless order=desc' })
  @ApiParam({ name: 'id', type: Number })
  @ApiPagedResponse(ForumReplyDto)
  @ApiErrors(404)
  listForumReplies(@CurrentUser() me: AuthUser, @Param('id', ThreadId) id: number, @Query() query: PageQueryDto): Promise<Page<ForumReplyDto>> {
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
