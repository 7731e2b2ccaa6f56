import { Module } from '@nestjs/common';
import { NotificationCatalog } from './notification-catalog';
import { NotificationsController } from './notifications.controller';
import { NotificationsListener } from './notifications.listener';
import { NotificationsProcessor } from './notifications.processor';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { NotificationsMemberData } from './notifications.member-data';
import { NotificationPreferencesController } from './preferences/notification-preferences.controller';
import { NotificationPreferences } from './preferences/notification-preferences.service';
import { PushController } from './push/push.controller';
import { PushNotifier } from './push/push-notifier';
import { PushProcessor } from './push/push.processor';
import { PushSender } from './push/push-sender';
import { PushSubscriptionsRepository } from './push/push-subscriptions.repository';
import { PushSubscriptionsService } from './push/push-subscriptions.service';
import { MailPreferences } from './mail/mail-preferences';
import { NotificationMailRepository } from './mail/notification-mail.repository';
import { NotificationMailService } from './mail/notification-mail.service';
import { PreferencesForMail } from './mail/preferences-for-mail';
import { UnsubscribeController } from './mail/unsubscribe.controller';
import { UnsubscribeLinks } from './mail/unsubscribe-links';
import { UnsubscribePages } from './mail/unsubscribe-pages';

/**
 * Notifications: turns the events other domains record in the outbox into notifications, as their
 * descriptors declare them (written once, pushed in real time), and serves the list and the unread
 * counter; the member's preferences (kind × channel, quiet hours) and Web Push to their devices.
 */
@Module({
  controllers: [NotificationsController, NotificationPreferencesController, PushController, UnsubscribeController],
  providers: [
    NotificationsMemberData,
    NotificationCatalog,
    NotificationsRepository,
    NotificationsService,
    NotificationsListener,
    NotificationsProcessor,
    NotificationPreferences,
    PushSubscriptionsRepository,
    PushSubscriptionsService,
    PushSender,
    PushNotifier,
    PushProcessor,
    { provide: MailPreferences, useClass: PreferencesForMail },
    NotificationMailRepository,
    NotificationMailService,
    UnsubscribeLinks,
    UnsubscribePages,
  ],
  exports: [NotificationPreferences],
})
export class NotificationsModule {}
