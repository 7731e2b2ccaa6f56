import { Body, Controller, ForbiddenException, HttpCode, Post } from '@nestjs/common';
import {
  ApiConsumes,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../common/auth/decorators';
import { ApiErrorDto } from '../common/errors/api-error.dto';
import { IgnoresExtraFields } from '../common/errors/validation';
import { AppConfig } from '../config/app-config';
import { signChannel } from './channel-auth';
import { ChannelPolicies } from './channel-policies';
import { CHANNEL_PATTERN } from './events';

@IgnoresExtraFields(['socket_id', 'channel_name'])
export class ChannelAuthDto {
  @ApiProperty({ example: 'Xk3n_9aQ2bLm1cD4AAAB', description: 'The Socket.IO id of the connection asking to join' })
  @IsString({ message: 'Invalid socket id' })
  @Matches(/^[A-Za-z0-9_.-]{1,64}$/, { message: 'Invalid socket id' })
  socket_id!: string;

  @ApiProperty({ example: 'private-user.1', description: 'private-user.{id} or private-chats.{id}' })
  @IsString({ message: 'Invalid channel name' })
  @Matches(CHANNEL_PATTERN, { message: 'Invalid channel name' })
  channel_name!: string;
}

export class ChannelAuthResponseDto {
  @ApiProperty({
    example: 'app-key:3f1c…',
    description: '<app key>:<hex HMAC-SHA256 of "socket_id:channel_name" with the app secret>',
  })
  auth!: string;
}

/** Pusher-compatible channel authorization (JSON or form-encoded, as Pusher clients send). */
@MembersApi('realtime')
@Controller('broadcasting')
export class BroadcastingController {
  constructor(
    private readonly config: AppConfig,
    private readonly policies: ChannelPolicies,
  ) {}

  @Post('auth')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign a private channel subscription for one socket' })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: ChannelAuthResponseDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not allowed on that channel' })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'Malformed socket id or channel name' })
  async authorizeChannel(@CurrentUser() user: AuthUser, @Body() dto: ChannelAuthDto): Promise<ChannelAuthResponseDto> {
    if (!(await this.policies.allows(user, dto.channel_name))) {
      throw new ForbiddenException('You may not subscribe to this channel');
    }
    return {
      auth: signChannel(this.config.pusherAppKey, this.config.pusherAppSecret, dto.socket_id, dto.channel_name),
    };
  }
}
