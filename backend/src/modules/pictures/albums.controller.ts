import { GuestRead } from '../../common/auth/guest-read';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { Viewer, CurrentUser, MembersApi } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors } from '../../common/openapi/decorators';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import { COMMUNITY_MSG } from '../../common/validation/messages';
import { ContentQueryDto } from '../../common/content/dto/content-query.input';
import { AddToAlbumDto, AlbumFormDto, UpdateAlbumDto } from './dto/picture.input';
import { AlbumDto, AlbumListDto, AlbumSummaryDto } from './dto/picture.dto';
import { PicturesService } from './pictures.service';

const AlbumId = new IdPipe(COMMUNITY_MSG.albumNotFound);

/** Picture albums: a member's own pictures, grouped, with a cover. */
@MembersApi('pictures')
@Controller('pictures/albums')
export class AlbumsController {
  constructor(private readonly pictures: PicturesService) {}

  @Get()
  @GuestRead()
  @ApiOperation({ summary: 'Albums, newest first unless order=asc; search and owner filters (visitors: the public ones)' })
  @ApiPagedResponse(AlbumSummaryDto)
  listAlbums(@Viewer() me: AuthUser | undefined, @Query() query: ContentQueryDto): Promise<Page<AlbumSummaryDto>> {
    return this.pictures.listAlbums(me, query);
  }

  @Get('all')
  @ApiOperation({ summary: 'All my albums, by name (to choose one)' })
  @ApiOkResponse({ type: AlbumListDto })
  async listMyAlbums(@CurrentUser() me: AuthUser): Promise<AlbumListDto> {
    return { data: await this.pictures.myAlbums(me) };
  }

  @Get(':id')
  @GuestRead()
  @ApiOperation({ summary: 'One album with its pictures, in the order they were added (visitors: a public one, with its public pictures)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(AlbumDto)
  @ApiErrors(404)
  async getAlbum(@Viewer() me: AuthUser | undefined, @Param('id', AlbumId) id: number): Promise<{ data: AlbumDto }> {
    return { data: await this.pictures.getAlbum(me, id) };
  }

  @Post()
  @ApiOperation({ summary: 'Create an album: name and optional description' })
  @ApiDataResponse(AlbumDto, 201)
  async createAlbum(@CurrentUser() me: AuthUser, @Body() dto: AlbumFormDto): Promise<{ data: AlbumDto }> {
    return { data: await this.pictures.createAlbum(me, dto) };
  }

  @Post('add')
  @HttpCode(200)
  @ApiOperation({ summary: 'Put one of my pictures in one of my albums (again: nothing changes); answers the album' })
  @ApiDataResponse(AlbumDto)
  @ApiErrors(403, 404)
  async addPictureToAlbum(@CurrentUser() me: AuthUser, @Body() dto: AddToAlbumDto): Promise<{ data: AlbumDto }> {
    return { data: await this.pictures.addToAlbum(me, dto) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename my album, change its description or choose its cover' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(AlbumDto)
  @ApiErrors(403, 404)
  async updateAlbum(@CurrentUser() me: AuthUser, @Param('id', AlbumId) id: number, @Body() dto: UpdateAlbumDto): Promise<{ data: AlbumDto }> {
    return { data: await this.pictures.updateAlbum(me, id, dto) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete my album (its pictures stay)' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404)
  async deleteAlbum(@CurrentUser() me: AuthUser, @Param('id', AlbumId) id: number): Promise<void> {
    await this.pictures.removeAlbum(me, id);
  }

  @Delete(':id/pictures/:pictureId')
  @ApiOperation({ summary: 'Take a picture out of my album (the picture stays); answers the album' })
  @ApiParam({ name: 'id', type: Number })
  @ApiParam({ name: 'pictureId', type: Number })
  @ApiDataResponse(AlbumDto)
  @ApiErrors(403, 404)
  async removePictureFromAlbum(
    @CurrentUser() me: AuthUser,
    @Param('id', AlbumId) id: number,
    @Param('pictureId', new IdPipe(COMMUNITY_MSG.pictureNotFound)) pictureId: number,
  ): Promise<{ data: AlbumDto }> {
    return { data: await this.pictures.removeFromAlbum(me, id, pictureId) };
  }
}
