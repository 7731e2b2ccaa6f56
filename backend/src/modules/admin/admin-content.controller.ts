import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/decorators';
import { StaffApi } from '../../common/auth/roles';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors } from '../../common/openapi/decorators';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import { AdminService } from './admin.service';
import { AdminContentDto, AdminContentQueryDto, ContentSectionsDto, ModerationReasonDto } from './dto/admin.dto';
import { CONTENT_TYPES } from './moderation-subjects';

const TYPE_PARAM = { name: 'type', enum: CONTENT_TYPES, enumName: 'ContentType', description: 'The content section' };

/** The content of every section, hidden or not, for moderators. */
@StaffApi('admin')
@Controller('admin/content')
export class AdminContentController {
  constructor(private readonly admin: AdminService) {}

  @Get()
  @ApiOperation({ summary: 'What can be reported and moderated, section by section' })
  @ApiOkResponse({ type: ContentSectionsDto })
  listContentSections(): ContentSectionsDto {
    return { data: this.admin.sections() };
  }

  @Get(':type')
  @ApiOperation({ summary: 'The content of one section, newest first, hidden included' })
  @ApiParam(TYPE_PARAM)
  @ApiPagedResponse(AdminContentDto)
  @ApiErrors({ 404: 'No such section' })
  listContent(@Param('type') type: string, @Query() query: AdminContentQueryDto): Promise<Page<AdminContentDto>> {
    return this.admin.listContent(type, query);
  }

  @Get(':type/:id')
  @ApiOperation({ summary: 'One item of a section' })
  @ApiParam(TYPE_PARAM)
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(AdminContentDto)
  @ApiErrors(404)
  async getContent(@Param('type') type: string, @Param('id', IdPipe) id: number): Promise<{ data: AdminContentDto }> {
    return { data: await this.admin.getContent(type, id) };
  }

  @Post(':type/:id/hide')
  @HttpCode(200)
  @ApiOperation({ summary: 'Hide an item from everyone but its author (resolves its open reports)' })
  @ApiParam(TYPE_PARAM)
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(AdminContentDto)
  @ApiErrors(404, { 409: 'Already hidden' })
  async hideContent(@CurrentUser() me: AuthUser, @Param('type') type: string, @Param('id', IdPipe) id: number, @Body() dto: ModerationReasonDto): Promise<{ data: AdminContentDto }> {
    return { data: (await this.admin.moderateContent(me, type, id, 'hide', dto.reason))! };
  }

  @Post(':type/:id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Show a hidden item again (dismisses its open reports)' })
  @ApiParam(TYPE_PARAM)
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(AdminContentDto)
  @ApiErrors(404, { 409: 'Not hidden' })
  async restoreContent(@CurrentUser() me: AuthUser, @Param('type') type: string, @Param('id', IdPipe) id: number, @Body() dto: ModerationReasonDto): Promise<{ data: AdminContentDto }> {
    return { data: (await this.admin.moderateContent(me, type, id, 'restore', dto.reason))! };
  }

  @Post(':type/:id/remove')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an item for good (the audit log keeps what it was)' })
  @ApiParam(TYPE_PARAM)
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(404)
  async removeContent(@CurrentUser() me: AuthUser, @Param('type') type: string, @Param('id', IdPipe) id: number, @Body() dto: ModerationReasonDto): Promise<void> {
    await this.admin.moderateContent(me, type, id, 'remove', dto.reason);
  }
}
