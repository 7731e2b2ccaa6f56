import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { pageParams, type Page, type PageQueryDto } from '../../common/paging/paging';
import type { NotificationDto, UnreadNotificationsDto } from './dto/notification.dto';
import { NotificationsRepository } from './notifications.repository';
import { PushNotifier } from './push/push-notifier';

/** The member's notifications: the list (which marks them read), the unread counter, read-all. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly push: PushNotifier,
  ) {}

  /** Reading them in the app closes the ones pushed to the member's devices (after the answer, never delaying it). */
  async list(me: AuthUser, query: PageQueryDto): Promise<Page<NotificationDto>> {
    const page = await this.notifications.listAndMarkRead(me.id, pageParams(query));
    this.push.notificationsRead(me.id);
    return page;
  }

  async countUnread(me: AuthUser): Promise<UnreadNotificationsDto> {
    return { un_read: await this.notifications.countUnread(me.id) };
  }

  async readAll(me: AuthUser): Promise<UnreadNotificationsDto> {
    await this.notifications.markAllRead(me.id);
    this.push.notificationsRead(me.id);
    return this.countUnread(me);
  }
}
