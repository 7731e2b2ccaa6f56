import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { pageParams, type Page, type PageQueryDto } from '../../common/paging/paging';
import type { NotificationDto, UnreadNotificationsDto } from './dto/notification.dto';
import { NotificationsRepository } from './notifications.repository';

/** The member's notifications: the list (which marks them read), the unread counter, read-all. */
@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  list(me: AuthUser, query: PageQueryDto): Promise<Page<NotificationDto>> {
    return this.notifications.listAndMarkRead(me.id, pageParams(query));
  }

  async countUnread(me: AuthUser): Promise<UnreadNotificationsDto> {
    return { un_read: await this.notifications.countUnread(me.id) };
  }

  async readAll(me: AuthUser): Promise<UnreadNotificationsDto> {
    await this.notifications.markAllRead(me.id);
    return this.countUnread(me);
  }
}
