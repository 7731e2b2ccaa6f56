import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi, OptionalAuth, Viewer } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors } from '../../common/openapi/decorators';
import { ACCOUNT_DATA_MSG } from '../../common/validation/messages';
import { AccountDeletionService } from './account-deletion.service';
import { AccountDeletionDto, ExportDownloadQueryDto, MemberExportDto, MemberExportListDto, ScheduleDeletionDto } from './dto/account-data.dto';
import { MemberExportsService } from './member-exports.service';

/** Take your data, or leave: the member's data exports and the deletion of their account. */
@MembersApi('account')
@Controller('me')
export class AccountDataController {
  constructor(
    private readonly exports: MemberExportsService,
    private readonly deletions: AccountDeletionService,
  ) {}

  @Post('exports')
  @ApiOperation({
    summary:
      'Ask for a copy of all my data: a zip (JSON per section, bookmarks also as HTML, my media and stored files) built in the background; progress arrives as `export.progress`, then a notification and a mail with the link. One a day',
  })
  @ApiDataResponse(MemberExportDto, 201)
  @ApiErrors({ 429: 'An export was requested less than 24 hours ago (the message says when the next one may be)' })
  async requestExport(@CurrentUser() me: AuthUser): Promise<{ data: MemberExportDto }> {
    return { data: await this.exports.request(me) };
  }

  @Get('exports')
  @ApiOperation({ summary: 'My data exports, newest first, and when I may ask for the next one' })
  @ApiOkResponse({ type: MemberExportListDto })
  listExports(@CurrentUser() me: AuthUser): Promise<MemberExportListDto> {
    return this.exports.list(me);
  }

  @Get('exports/:id/download')
  @OptionalAuth()
  @ApiOperation({
    summary:
      'Download an export (a zip): with my bearer token, or through the signed link (`e` and `s`, as in `download_url` and the mail) without one. The link stops working when it expires or when the account is banned, suspended or deleted',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The zip', schema: { type: 'string', format: 'binary' } })
  @ApiErrors(404, { 409: 'The export is not ready' })
  async downloadExport(
    @Param('id', new IdPipe(ACCOUNT_DATA_MSG.exportNotFound)) id: number,
    @Viewer() viewer: AuthUser | undefined,
    @Query() query: ExportDownloadQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.exports.download(id, viewer, query, reply);
  }

  @Post('deletion')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Delete my account after the grace period (ACCOUNT_DELETION_GRACE_DAYS, 14 by default): confirmed with my password, and a second-factor code when two-factor sign-in is on. Signing in until then works, and I can cancel',
  })
  @ApiDataResponse(AccountDeletionDto)
  @ApiErrors({ 409: 'Already scheduled' })
  async scheduleDeletion(@CurrentUser() me: AuthUser, @Body() dto: ScheduleDeletionDto): Promise<{ data: AccountDeletionDto }> {
    return { data: await this.deletions.schedule(me, dto) };
  }

  @Delete('deletion')
  @ApiOperation({ summary: 'Cancel the scheduled deletion of my account' })
  @ApiDataResponse(AccountDeletionDto)
  @ApiErrors({ 409: 'Not scheduled' })
  async cancelDeletion(@CurrentUser() me: AuthUser): Promise<{ data: AccountDeletionDto }> {
    return { data: await this.deletions.cancel(me) };
  }
}
