import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../../common/auth/decorators';
import { IdPipe } from '../../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors } from '../../../common/openapi/decorators';
import { NOTIFY_MSG } from '../../../common/validation/messages';
import { CreatePushSubscriptionInput, PushPublicKeyDto, PushSubscriptionDto, PushSubscriptionListDto } from './dto/push.dto';
import { PushSubscriptionsService } from './push-subscriptions.service';

@MembersApi('push')
@Controller('push')
export class PushController {
  constructor(private readonly subscriptions: PushSubscriptionsService) {}

  @Get('public-key')
  @ApiOperation({ summary: 'The server’s VAPID public key, to subscribe a device with PushManager.subscribe' })
  @ApiOkResponse({ type: PushPublicKeyDto })
  getPushPublicKey(): PushPublicKeyDto {
    return this.subscriptions.publicKey();
  }

  @Get('subscriptions')
  @ApiOperation({ summary: 'My devices that receive push notifications' })
  @ApiOkResponse({ type: PushSubscriptionListDto })
  async listPushSubscriptions(@CurrentUser() me: AuthUser): Promise<PushSubscriptionListDto> {
    return { data: await this.subscriptions.list(me.id) };
  }

  @Post('subscriptions')
  @ApiOperation({
    summary:
      'Receive push notifications on this device: the PushSubscription the browser made (endpoint and keys). The endpoint must be a public https:// push service; subscribing it again updates it',
  })
  @ApiDataResponse(PushSubscriptionDto, 201)
  @ApiErrors(422)
  async createPushSubscription(@CurrentUser() me: AuthUser, @Body() body: CreatePushSubscriptionInput, @Req() req: FastifyRequest): Promise<{ data: PushSubscriptionDto }> {
    return { data: await this.subscriptions.subscribe(me.id, body, req.headers['user-agent']) };
  }

  @Delete('subscriptions/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Stop push notifications to one of my devices' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors({ 404: NOTIFY_MSG.subscriptionNotFound })
  async deletePushSubscription(@CurrentUser() me: AuthUser, @Param('id', new IdPipe(NOTIFY_MSG.subscriptionNotFound)) id: number): Promise<void> {
    await this.subscriptions.unsubscribe(me.id, id);
  }
}
