import { All, Controller, ForbiddenException, Get, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiExcludeEndpoint,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/decorators';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiErrors } from '../../common/openapi/decorators';
import { STORAGE_MSG } from '../../common/validation/messages';
import { DownloadQueryDto } from './dto/storage-responses.dto';
import { ResumableUploads } from './resumable-uploads';
import { StorageDownloads } from './storage-downloads';

/** The bytes of stored files: signed downloads, and resumable uploads (tus). */
@ApiTags('storage')
@Controller('storage')
export class StorageContentController {
  constructor(
    private readonly downloads: StorageDownloads,
    private readonly resumable: ResumableUploads,
  ) {}

  @Get(':id/content')
  @Public()
  @SkipThrottle()
  @ApiOperation({
    summary:
      'A stored file’s bytes, through the signed URL an item’s `url` gives (no token: the signature names the member, whose access is checked again). Honours Range (206), If-None-Match (304) and If-Range',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 206, description: 'The requested range' })
  @ApiResponse({ status: 304, description: 'Not modified' })
  @ApiResponse({ status: 416, description: 'The range starts past the end' })
  @ApiErrors({ 403: 'The link is invalid or expired', 404: 'No such file, or no longer shared with the member' })
  async downloadStorageItem(
    @Param('id', new IdPipe(STORAGE_MSG.itemNotFound)) id: number,
    @Query() query: DownloadQueryDto,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.downloads.send(id, query, req, reply);
  }

  @All(['uploads', 'uploads/:uploadId'])
  @ApiExcludeEndpoint()
  resumableUpload(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (req.method === 'GET') {
      throw new ForbiddenException('Uploads are read through their stored item');
    }
    reply.hijack();
    // A hijacked answer skips the app's onSend headers: the request id, for a client to quote, is set here.
    reply.raw.setHeader('x-request-id', req.id);
    return this.resumable.handle(me, req.raw, reply.raw);
  }
}
