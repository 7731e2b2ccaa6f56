import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiErrors, ApiMultipart } from '../../common/openapi/decorators';
import { ApiPagedResponse, PageQueryDto, type Page } from '../../common/paging/paging';
import { readMultipart } from '../../common/uploads/multipart';
import { BOOKMARK_MSG } from '../../common/validation/messages';
import { BookmarksTransferService } from './bookmarks-transfer.service';
import { BookmarksService } from './bookmarks.service';
import {
  BookmarkDto,
  BookmarkResponseDto,
  CreateBookmarkDto,
  ImportBookmarksDto,
  ImportResultResponseDto,
  ReorderBookmarksDto,
  UpdateBookmarkDto,
} from './dto/bookmark.dto';

/** The import form's file: a bookmark file exported from a browser. */
const IMPORT_FILES = {
  file: {
    maxBytes: 2 * 1024 * 1024,
    required: true,
    requiredMessage: BOOKMARK_MSG.importFile,
    description: 'A bookmarks file (HTML) exported from a browser',
  },
};

const BookmarkId = () => Param('id', new IdPipe(BOOKMARK_MSG.notFound));

/** My bookmarks, in three groups. Failures answer `{ message }`, which the page shows. */
@MembersApi('bookmarks')
@Controller('bookmarks')
export class BookmarksController {
  constructor(
    private readonly bookmarks: BookmarksService,
    private readonly transfer: BookmarksTransferService,
  ) {}

  @Get('bank')
  @ApiOperation({ summary: 'My banking bookmarks, in their order (default desc: the top first)' })
  @ApiPagedResponse(BookmarkDto)
  listBankBookmarks(@CurrentUser() me: AuthUser, @Query() query: PageQueryDto): Promise<Page<BookmarkDto>> {
    return this.bookmarks.list(me, 'bank', query);
  }

  @Get('mail')
  @ApiOperation({ summary: 'My mailbox bookmarks, in their order (default desc: the top first)' })
  @ApiPagedResponse(BookmarkDto)
  listMailBookmarks(@CurrentUser() me: AuthUser, @Query() query: PageQueryDto): Promise<Page<BookmarkDto>> {
    return this.bookmarks.list(me, 'mail', query);
  }

  @Get('social')
  @ApiOperation({ summary: 'My social media bookmarks, in their order (default desc: the top first)' })
  @ApiPagedResponse(BookmarkDto)
  listSocialBookmarks(@CurrentUser() me: AuthUser, @Query() query: PageQueryDto): Promise<Page<BookmarkDto>> {
    return this.bookmarks.list(me, 'social', query);
  }

  @Get('export')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="plaza-bookmarks.html"')
  @ApiOperation({ summary: 'All my bookmarks as a browser bookmark file (Netscape HTML), one folder per group' })
  @ApiProduces('text/html')
  @ApiOkResponse({ schema: { type: 'string' } })
  exportBookmarks(@CurrentUser() me: AuthUser): Promise<string> {
    return this.transfer.exportFile(me);
  }

  @Post('import')
  @ApiOperation({
    summary: 'Add the links of a browser bookmark file: folders named Banking, Mail or Social go to that group',
  })
  @ApiMultipart(ImportBookmarksDto, IMPORT_FILES)
  @ApiCreatedResponse({ type: ImportResultResponseDto })
  async importBookmarks(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest): Promise<ImportResultResponseDto> {
    const form = await readMultipart(req, ImportBookmarksDto, IMPORT_FILES);
    return { data: await this.transfer.importFile(me, form.files.file!.data.toString('utf8'), form.fields.group) };
  }

  @Post('reorder')
  @HttpCode(200)
  @ApiOperation({ summary: 'Put bookmarks of a group in a new order; answers the group’s first 100' })
  @ApiPagedResponse(BookmarkDto)
  reorderBookmarks(@CurrentUser() me: AuthUser, @Body() dto: ReorderBookmarksDto): Promise<Page<BookmarkDto>> {
    return this.bookmarks.reorder(me, dto);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of my bookmarks' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: BookmarkResponseDto })
  @ApiErrors({ 404: 'No such bookmark of mine' })
  async getBookmark(@CurrentUser() me: AuthUser, @BookmarkId() id: number): Promise<BookmarkResponseDto> {
    return { data: await this.bookmarks.get(me, id) };
  }

  @Post()
  @ApiOperation({ summary: 'Add a bookmark at the top of its group; its site’s icon is fetched soon after' })
  @ApiCreatedResponse({ type: BookmarkResponseDto })
  async createBookmark(@CurrentUser() me: AuthUser, @Body() dto: CreateBookmarkDto): Promise<BookmarkResponseDto> {
    return { data: await this.bookmarks.create(me, dto) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit one of my bookmarks (a new group puts it at the top of that group)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: BookmarkResponseDto })
  @ApiErrors({ 404: 'No such bookmark of mine' })
  async updateBookmark(
    @CurrentUser() me: AuthUser,
    @BookmarkId() id: number,
    @Body() dto: UpdateBookmarkDto,
  ): Promise<BookmarkResponseDto> {
    return { data: await this.bookmarks.update(me, id, dto) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete one of my bookmarks' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors({ 404: 'No such bookmark of mine' })
  async deleteBookmark(@CurrentUser() me: AuthUser, @BookmarkId() id: number): Promise<void> {
    await this.bookmarks.remove(me, id);
  }
}
