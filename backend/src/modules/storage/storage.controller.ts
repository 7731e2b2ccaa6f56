import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiErrors } from '../../common/openapi/decorators';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import { megabytes } from '../../common/uploads/multipart';
import { STORAGE_MSG } from '../../common/validation/messages';
import { AddToFolderDto, CreateFolderDto, MoveOrRenameDto, StorageListQueryDto } from './dto/storage.input';
import { StorageItemDto } from './dto/storage-item.dto';
import { StorageItemResponseDto, StorageItemsResponseDto, StorageQuotaResponseDto } from './dto/storage-responses.dto';
import { MULTIPART_FILE_MAX_BYTES, MULTIPART_MAX_FILES, StorageUploadsService } from './storage-uploads.service';
import { StorageService } from './storage.service';

const ItemId = () => Param('id', new IdPipe(STORAGE_MSG.itemNotFound));

/** My files and folders. */
@MembersApi('storage')
@Controller('storage')
export class StorageController {
  constructor(
    private readonly storage: StorageService,
    private readonly uploads: StorageUploadsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'A folder’s files and folders (mine or shared with me; default: the top of my storage), folders first',
  })
  @ApiPagedResponse(StorageItemDto)
  @ApiErrors({ 404: 'No such folder, or not shared with me' })
  listStorage(@CurrentUser() me: AuthUser, @Query() query: StorageListQueryDto): Promise<Page<StorageItemDto>> {
    return this.storage.list(me, query);
  }

  @Get('files')
  @ApiOperation({
    summary: 'Files only: of a folder (mine or shared with me), or without folder_id every file of mine wherever it is',
  })
  @ApiPagedResponse(StorageItemDto)
  @ApiErrors({ 404: 'No such folder, or not shared with me' })
  listStorageFiles(@CurrentUser() me: AuthUser, @Query() query: StorageListQueryDto): Promise<Page<StorageItemDto>> {
    return this.storage.list(me, query, { kind: 'file', everywhere: true });
  }

  @Get('folders')
  @ApiOperation({
    summary: 'Folders only: of a folder (mine or shared with me), or without folder_id every folder of mine',
  })
  @ApiPagedResponse(StorageItemDto)
  @ApiErrors({ 404: 'No such folder, or not shared with me' })
  listStorageFolders(@CurrentUser() me: AuthUser, @Query() query: StorageListQueryDto): Promise<Page<StorageItemDto>> {
    return this.storage.list(me, query, { kind: 'folder', everywhere: true });
  }

  @Get('quota')
  @ApiOperation({ summary: 'How much of my storage quota I use' })
  @ApiOkResponse({ type: StorageQuotaResponseDto })
  async getStorageQuota(@CurrentUser() me: AuthUser): Promise<StorageQuotaResponseDto> {
    return { data: await this.uploads.quota(me) };
  }

  @Post()
  @ApiOperation({
    summary: `Upload one or more files (at most ${MULTIPART_MAX_FILES}, ${megabytes(MULTIPART_FILE_MAX_BYTES)} each) into a folder of mine or the top; a name already taken gets a number. Larger files: the resumable endpoint /api/storage/uploads (tus)`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['files'],
      properties: {
        files: {
          type: 'array',
          items: { type: 'string', format: 'binary' },
          maxItems: MULTIPART_MAX_FILES,
          description: 'Any files',
        },
        folder_id: { type: 'integer', description: 'The folder to store them in; none for the top' },
      },
    },
  })
  @ApiCreatedResponse({ type: StorageItemsResponseDto })
  @ApiErrors({
    403: 'The folder is not mine',
    404: 'No such folder',
    413: 'A file over its limit, or over my quota',
    415: 'Not multipart',
  })
  async uploadStorage(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest): Promise<StorageItemsResponseDto> {
    return { data: await this.uploads.uploadMultipart(me, req) };
  }

  @Post('folders')
  @ApiOperation({ summary: 'Create a folder, at the top or in a folder of mine' })
  @ApiCreatedResponse({ type: StorageItemResponseDto })
  @ApiErrors({
    403: 'The parent folder is not mine',
    404: 'No such parent folder',
    409: 'The name is taken in that folder',
  })
  async createStorageFolder(
    @CurrentUser() me: AuthUser,
    @Body() dto: CreateFolderDto,
  ): Promise<StorageItemResponseDto> {
    return { data: await this.storage.createFolder(me, dto) };
  }

  @Post('folders/add')
  @HttpCode(200)
  @ApiOperation({ summary: 'Put one of my files or folders into a folder of mine' })
  @ApiOkResponse({ type: StorageItemResponseDto })
  @ApiErrors({ 403: 'Not mine', 404: 'No such item or folder', 409: 'The name is taken in that folder' })
  async addToStorageFolder(@CurrentUser() me: AuthUser, @Body() dto: AddToFolderDto): Promise<StorageItemResponseDto> {
    return { data: await this.storage.addToFolder(me, dto) };
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One file or folder (mine or shared with me), with its download URL and the folders above it',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: StorageItemResponseDto })
  @ApiErrors({ 404: 'No such item, or not shared with me' })
  async getStorageItem(@CurrentUser() me: AuthUser, @ItemId() id: number): Promise<StorageItemResponseDto> {
    return { data: await this.storage.get(me, id) };
  }

  @Post(':id/move-or-rename')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rename one of my files or folders and/or move it (folder_id null: to the top)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: StorageItemResponseDto })
  @ApiErrors({ 403: 'Not mine', 404: 'No such item or folder', 409: 'The name is taken in that folder' })
  async moveOrRenameStorageItem(
    @CurrentUser() me: AuthUser,
    @ItemId() id: number,
    @Body() dto: MoveOrRenameDto,
  ): Promise<StorageItemResponseDto> {
    return { data: await this.storage.moveOrRename(me, id, dto) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete one of my files, or a folder with everything in it' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 403: 'Not mine', 404: 'No such item' })
  async deleteStorageItem(@CurrentUser() me: AuthUser, @ItemId() id: number): Promise<void> {
    await this.storage.remove(me, id);
  }
}
