import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, MembersApi } from '../../common/auth/decorators';
import { ApiErrorDto } from '../../common/errors/api-error.dto';
import { ApiPagedResponse, PageQueryDto, type Page } from '../../common/paging/paging';
import { NotificationDto, UnreadNotificationsDto } from './dto/notification.dto';
import { NotificationsService } from './notifications.service';

@MembersApi('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({
    summary: 'My notifications, newest first',
    description:
      'Fetching the list marks all my notifications read, so my unread counter drops to 0. The items show read_at as it was before this call: null for the ones I had not seen.',
  })
  @ApiPagedResponse(NotificationDto)
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'Bad paging parameters' })
  listNotifications(@CurrentUser() me: AuthUser, @Query() query: PageQueryDto): Promise<Page<NotificationDto>> {
    return this.notifications.list(me, query);
  }

  @Get('count-unread')
  @ApiOperation({ summary: 'How many notifications I have not seen' })
  @ApiOkResponse({ type: UnreadNotificationsDto })
  countUnreadNotifications(@CurrentUser() me: AuthUser): Promise<UnreadNotificationsDto> {
    return this.notifications.countUnread(me);
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark all my notifications read' })
  @ApiOkResponse({ type: UnreadNotificationsDto })
  readAllNotifications(@CurrentUser() me: AuthUser): Promise<UnreadNotificationsDto> {
    return this.notifications.readAll(me);
  }
}
