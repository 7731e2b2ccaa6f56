import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors, ApiMultipart } from '../../common/openapi/decorators';
import { ApiPagedResponse, type Page } from '../../common/paging/paging';
import { readMultipart, type FileRules } from '../../common/uploads/multipart';
import { COMMUNITY_MSG } from '../../common/validation/messages';
import { AppConfig, DEFAULT_VIDEO_MAX_BYTES } from '../../config/app-config';
import { ContentQueryDto } from '../../common/content/dto/content-query.dto';
import { CreateVideoDto, UpdateVideoDto } from './dto/video-form.dto';
import { VideoDto } from './dto/video.dto';
import { VideosService } from './videos.service';

/** The video form's file, at most VIDEO_MAX_BYTES. */
const videoFiles = (maxBytes: number): FileRules => ({
  video: { maxBytes, required: true, requiredMessage: COMMUNITY_MSG.chooseVideo, description: 'A video (MP4, WebM, MOV, MKV, AVI, OGG…); the limit is VIDEO_MAX_BYTES' },
});
const VideoId = new IdPipe(COMMUNITY_MSG.videoNotFound);

/** Videos. */
@MembersApi('videos')
@Controller('videos')
export class VideosController {
  constructor(
    private readonly videos: VideosService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Videos ready to play (and my own while processing), newest first unless order=asc; search and author filters' })
  @ApiPagedResponse(VideoDto)
  listVideos(@CurrentUser() me: AuthUser, @Query() query: ContentQueryDto): Promise<Page<VideoDto>> {
    return this.videos.list(me, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One video: its file and poster once ready' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(VideoDto)
  @ApiErrors(404)
  async getVideo(@CurrentUser() me: AuthUser, @Param('id', VideoId) id: number): Promise<{ data: VideoDto }> {
    return { data: await this.videos.get(me, id) };
  }

  @Post()
  @ApiOperation({
    summary: 'Upload a video: title, optional description and the file',
    description:
      'Answers at once with the video processing; `videos.progress` and `videos.status` on my user channel tell when it is ready (or why it failed). 415 when the file is not a video, 413 when it is too large or too long.',
  })
  @ApiMultipart(CreateVideoDto, videoFiles(DEFAULT_VIDEO_MAX_BYTES))
  @ApiDataResponse(VideoDto, 201)
  async createVideo(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest): Promise<{ data: VideoDto }> {
    const form = await readMultipart(req, CreateVideoDto, videoFiles(this.config.video.maxBytes));
    return { data: await this.videos.create(me, form.fields, form.files.video!.data) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit my video’s title or description' })
  @ApiParam({ name: 'id', type: Number })
  @ApiDataResponse(VideoDto)
  @ApiErrors(403, 404)
  async updateVideo(@CurrentUser() me: AuthUser, @Param('id', VideoId) id: number, @Body() dto: UpdateVideoDto): Promise<{ data: VideoDto }> {
    return { data: await this.videos.update(me, id, dto) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete my video, with its files, likes and comments' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(403, 404)
  async deleteVideo(@CurrentUser() me: AuthUser, @Param('id', VideoId) id: number): Promise<void> {
    await this.videos.remove(me, id);
  }
}
