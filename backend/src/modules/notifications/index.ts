import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { NotificationsModule } from './notifications.module';
import { Notification } from './entities/notification.entity';
import { NotificationsMemberData } from './notifications.member-data';

// The notifications domain's front door: other domains import it only from here.
export { type NotificationJob } from './notification.job';
export { NotificationsModule } from './notifications.module';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = { notifications: "The signed-in member's notifications: list, unseen count, mark as seen" };

/** What the notifications domain tells the registry (modules/registry.ts). */
export const notificationsDomain: DomainDescriptor = { name: 'notifications', module: NotificationsModule, apiTags: API_TAGS, entities: [Notification], jobs: ['notifications.create'], memberData: NotificationsMemberData };
