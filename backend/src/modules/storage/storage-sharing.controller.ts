import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiConsumes,
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiErrors } from '../../common/openapi/decorators';
import { ApiPagedResponse, PageQueryDto, type Page } from '../../common/paging/paging';
import { readMultipart } from '../../common/uploads/multipart';
import { STORAGE_MSG } from '../../common/validation/messages';
import { ShareFormDto, UnshareDto } from './dto/storage.input';
import { SharedByMeItemDto, SharedWithMeItemDto } from './dto/storage-item.dto';
import { SharedItemResponseDto } from './dto/storage-responses.dto';
import { SharingService } from './sharing.service';

/** Sharing my files and folders with friends. */
@MembersApi('storage')
@Controller('storage')
export class StorageSharingController {
  constructor(private readonly sharing: SharingService) {}

  @Get('shared/friends')
  @ApiOperation({
    summary:
      'What friends shared with me, most recent share first (a shared folder is opened with GET /storage?folder_id=)',
  })
  @ApiPagedResponse(SharedWithMeItemDto)
  listStorageSharedWithMe(
    @CurrentUser() me: AuthUser,
    @Query() query: PageQueryDto,
  ): Promise<Page<SharedWithMeItemDto>> {
    return this.sharing.sharedWithMe(me, query);
  }

  @Get('shared/me')
  @ApiOperation({ summary: 'What I shared, and with whom' })
  @ApiPagedResponse(SharedByMeItemDto)
  listStorageSharedByMe(@CurrentUser() me: AuthUser, @Query() query: PageQueryDto): Promise<Page<SharedByMeItemDto>> {
    return this.sharing.sharedByMe(me, query);
  }

  @Post('shared')
  @ApiOperation({
    summary: 'Share one of my files or folders with one or more friends (friends only); each hears of it once',
  })
  @ApiConsumes('multipart/form-data')
  @ApiExtraModels(ShareFormDto)
  @ApiBody({ schema: { $ref: getSchemaPath(ShareFormDto) } })
  @ApiCreatedResponse({ type: SharedItemResponseDto })
  @ApiErrors({ 403: 'Not mine, or someone named is not my friend', 404: 'No such item', 415: 'Not multipart' })
  async shareStorageItem(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest): Promise<SharedItemResponseDto> {
    const form = await readMultipart(req, ShareFormDto, {});
    return { data: await this.sharing.share(me, form.fields) };
  }

  @Post(':id/un-share')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Stop sharing one of my files or folders with one friend (user_id) or with everyone; effective at their next request',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: SharedItemResponseDto })
  @ApiErrors({ 403: 'Not mine', 404: 'No such item' })
  async unshareStorageItem(
    @CurrentUser() me: AuthUser,
    @Param('id', new IdPipe(STORAGE_MSG.itemNotFound)) id: number,
    @Body() dto: UnshareDto,
  ): Promise<SharedItemResponseDto> {
    return { data: await this.sharing.unshare(me, id, dto) };
  }
}
