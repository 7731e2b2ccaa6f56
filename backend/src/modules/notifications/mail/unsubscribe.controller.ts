import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../common/auth/decorators';
import { NoWriteLimit } from '../../../common/throttle/write-limit';
import { UnsubscribePages } from './unsubscribe-pages';

const LINK_QUERY = [
  ApiQuery({ name: 'u', description: 'The member', type: String }),
  ApiQuery({
    name: 't',
    description: 'What to turn off: notification kinds separated by commas, or `digest`',
    type: String,
  }),
  ApiQuery({ name: 's', description: 'The signature', type: String }),
];
const apply =
  (decorators: MethodDecorator[]): MethodDecorator =>
  (target, key, descriptor) =>
    decorators.forEach((d) => d(target, key, descriptor));

/**
 * The one-click unsubscribe of notification mail (RFC 8058), through the signed link a mail's
 * List-Unsubscribe header and footer carry: no sign-in. GET only shows what the link would turn
 * off (link scanners fetch links); POST turns it off, from the mail client or the page's button.
 */
@ApiTags('notifications')
@Controller('mail/unsubscribe')
@Public()
export class UnsubscribeController {
  constructor(private readonly pages: UnsubscribePages) {}

  @Get()
  @apply(LINK_QUERY)
  @ApiOperation({ summary: 'The page of an unsubscribe link: what it turns off, and a button to confirm' })
  @ApiProduces('text/html')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiResponse({ status: 404, description: 'The link is not valid (altered, or its member is gone)' })
  async showUnsubscribe(
    @Query('u') u: string,
    @Query('t') t: string,
    @Query('s') s: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const page = await this.pages.confirm({ u, t, s });
    await reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page.html);
  }

  @Post()
  @HttpCode(200)
  @NoWriteLimit()
  @apply(LINK_QUERY)
  @ApiOperation({
    summary: 'Unsubscribe in one click (RFC 8058: body List-Unsubscribe=One-Click), or from the page’s button',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'multipart/form-data')
  @ApiProduces('text/html')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiResponse({ status: 404, description: 'The link is not valid (altered, or its member is gone)' })
  async unsubscribe(
    @Query('u') u: string,
    @Query('t') t: string,
    @Query('s') s: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const page = await this.pages.unsubscribe({ u, t, s });
    await reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page.html);
  }
}
