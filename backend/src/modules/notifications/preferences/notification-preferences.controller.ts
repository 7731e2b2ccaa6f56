import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../../common/auth/decorators';
import { ApiDataResponse, ApiErrors } from '../../../common/openapi/decorators';
import { NotificationPreferencesDto, UpdateNotificationPreferencesInput } from './dto/notification-preferences.dto';
import { NotificationPreferences } from './notification-preferences.service';

@MembersApi('notifications')
@Controller('me/notification-preferences')
export class NotificationPreferencesController {
  constructor(private readonly preferences: NotificationPreferences) {}

  @Get()
  @ApiOperation({ summary: 'How I want to be notified: per kind and channel, the digest, my time zone and quiet hours' })
  @ApiDataResponse(NotificationPreferencesDto)
  async getNotificationPreferences(@CurrentUser() me: AuthUser): Promise<{ data: NotificationPreferencesDto }> {
    return { data: await this.preferences.get(me.id) };
  }

  @Put()
  @ApiOperation({ summary: 'Change how I want to be notified; what the body leaves out keeps its value. Applies at once' })
  @ApiDataResponse(NotificationPreferencesDto)
  @ApiErrors(422)
  async updateNotificationPreferences(@CurrentUser() me: AuthUser, @Body() body: UpdateNotificationPreferencesInput): Promise<{ data: NotificationPreferencesDto }> {
    return { data: await this.preferences.update(me.id, body) };
  }
}
