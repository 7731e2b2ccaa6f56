import type { DomainDescriptor } from '../../common/domain/domain-descriptor';
import { NotificationsModule } from './notifications.module';
import { Notification } from './entities/notification.entity';
import { NotificationsMemberData } from './notifications.member-data';
import { NOTIFICATION_MAIL_JOBS } from './mail/notification-mail.job';

// The notifications domain's front door: other domains import it only from here.
export { type NotificationJob } from './notification.job';
export { NotificationsModule } from './notifications.module';
/** Ask `wants(userId, type, channel)` and `quietUntil(userId, now)` before notifying a member anywhere. */
export { NotificationPreferences } from './preferences/notification-preferences.service';
export {
  CHANNELS,
  CHAT_MESSAGE,
  DIGEST_FREQUENCIES,
  PREFERENCE_KINDS,
  kindOf,
  type Channel,
  type DigestFrequency,
  type NotifiedAbout,
  type PreferenceKind,
} from './preferences/preference-kinds';

/** The OpenAPI tags of its routes, each with what it covers. */
const API_TAGS = {
  notifications: "The signed-in member's notifications: list, unseen count, mark as seen; how they want to be notified; one-click unsubscribe from notification mail",
};

/** What the notifications domain tells the registry (modules/registry.ts). */
export const notificationsDomain: DomainDescriptor = { name: 'notifications', module: NotificationsModule, apiTags: API_TAGS, entities: [Notification], jobs: ['notifications.create', ...NOTIFICATION_MAIL_JOBS], memberData: NotificationsMemberData };
