import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiErrors } from '../../common/openapi/decorators';
import { LinkPreviewQueryDto, LinkPreviewResponseDto, type LinkPreviewDto } from './dto/link-preview.dto';
import { LinkPreviewService } from './link-preview.service';

/** The card a chat shows under a message's link. */
@MembersApi('link-preview')
@Controller('link-preview')
export class LinkPreviewController {
  constructor(private readonly previews: LinkPreviewService) {}

  @Get()
  @ApiOperation({ summary: 'Preview a link: a Plaza page as the member may see it, or another site’s title, description and image (204: nothing to show)' })
  @ApiOkResponse({ type: LinkPreviewResponseDto })
  @ApiNoContentResponse({ description: 'Nothing to show for this link' })
  @ApiErrors(401, 422, 429)
  async linkPreview(
    @CurrentUser() me: AuthUser,
    @Query() query: LinkPreviewQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ data: LinkPreviewDto } | undefined> {
    const preview = await this.previews.preview(me.id, query.url);
    if (!preview) {
      reply.status(204);
      return undefined;
    }
    return { data: preview };
  }
}
