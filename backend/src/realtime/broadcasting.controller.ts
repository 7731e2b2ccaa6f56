import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiConsumes,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import type { AuthUser } from '../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../common/auth/decorators';
import { ApiErrorDto } from '../common/errors/api-error.dto';
import { IgnoresExtraFields } from '../common/errors/validation';
import { NoWriteLimit } from '../common/throttle/write-limit';
import { BroadcastingService } from './broadcasting.service';
import { CHANNEL_PATTERN } from './socket-events';

@IgnoresExtraFields(['socket_id', 'channel_name'])
export class ChannelAuthDto {
  @ApiProperty({
    example: 'Xk3n_9aQ2bLm1cD4AAAB',
    description: 'The id of the connection asking to join: a Socket.IO id, or a Pusher socket id (`123.456`)',
  })
  @IsString({ message: 'Invalid socket id' })
  @Matches(/^[A-Za-z0-9_.-]{1,64}$/, { message: 'Invalid socket id' })
  socket_id!: string;

  @ApiProperty({
    example: 'private-user.1',
    description: 'private-user.{id}, private-chats.{id}, or their presence- twins (Pusher connections only)',
  })
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

  @ApiPropertyOptional({
    example: '{"user_id":1,"user_info":{"id":1,"username":"ana","first_name":"Ana","last_name":"Lima","avatar":null}}',
    description: 'Presence channels only: the signed member as a JSON string, to send along with `auth`',
  })
  channel_data?: string;
}

/** Pusher-compatible channel authorization (JSON or form-encoded, as Pusher clients send). */
@MembersApi('realtime')
@Controller('broadcasting')
export class BroadcastingController {
  constructor(private readonly broadcasting: BroadcastingService) {}

  @Post('auth')
  @NoWriteLimit()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign a private channel subscription for one socket' })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiOkResponse({ type: ChannelAuthResponseDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not allowed on that channel' })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'Malformed socket id or channel name' })
  authorizeChannel(@CurrentUser() user: AuthUser, @Body() dto: ChannelAuthDto): Promise<ChannelAuthResponseDto> {
    return this.broadcasting.authorize(user, dto.socket_id, dto.channel_name);
  }
}
