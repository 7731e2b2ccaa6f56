import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors, ApiMultipart } from '../../common/openapi/decorators';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import { CONTENT_IMAGE_MAX_BYTES } from '../../common/uploads/images';
import { imageFile, readMultipart } from '../../common/uploads/multipart';
import { COMMUNITY_MSG } from '../../common/validation/messages';
import { ContentQueryDto } from '../../common/content/dto/content-query.dto';
import { CreatePictureDto, UpdatePictureDto } from './dto/picture-form.dto';
import { PictureDto } from './dto/picture.dto';
import { PicturesService } from './pictures.service';

/** The picture form's file: the image, required (only the first one sent is used). */
const PICTURE_FILES = { image: imageFile(CONTENT_IMAGE_MAX_BYTES, { required: true }) };
const PictureId = new IdPipe(COMMUNITY_MSG.pictureNotFound);

/** Pictures. */
@MembersApi('pictures')
@Controller('pictures')
export class PicturesController {
  constructor(private readonly pictures: PicturesService) {}

  @Get()
  @ApiOperation({ summary: 'Pictures, newest first unless order=asc; search and author filters' })
  @ApiPagedResponse(PictureDto)
  listPictures(@CurrentUser() me: AuthUser, @Query() query: ContentQueryDto): Promise<Page<PictureDto>> {
    return this.pictures.list(me, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One picture' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(PictureDto)
  @ApiErrors(404)
  async getPicture(@CurrentUser() me: AuthUser, @Param('id', PictureId) id: number): Promise<{ data: PictureDto }> {
    return { data: await this.pictures.get(me, id) };
  }

  @Post()
  @ApiOperation({ summary: 'Post a picture: title, optional caption and album, and the image (its metadata, GPS included, is removed)' })
  @ApiMultipart(CreatePictureDto, PICTURE_FILES)
  @ApiDataResponse(PictureDto, 201)
  @ApiErrors(403, 404)
  async createPicture(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest): Promise<{ data: PictureDto }> {
    const form = await readMultipart(req, CreatePictureDto, PICTURE_FILES);
    return { data: await this.pictures.create(me, form.fields, form.files.image!.data) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit my picture’s title or caption' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(PictureDto)
  @ApiErrors(403, 404)
  async updatePicture(@CurrentUser() me: AuthUser, @Param('id', PictureId) id: number, @Body() dto: UpdatePictureDto): Promise<{ data: PictureDto }> {
    return { data: await this.pictures.update(me, id, dto) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete my picture, from its albums too' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404)
  async deletePicture(@CurrentUser() me: AuthUser, @Param('id', PictureId) id: number): Promise<void> {
    await this.pictures.remove(me, id);
  }
}
