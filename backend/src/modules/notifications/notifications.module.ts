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
import { MailPreferences } from './mail/mail-preferences';
import { NotificationMailRepository } from './mail/notification-mail.repository';
import { NotificationMailService } from './mail/notification-mail.service';
import { PreferencesForMail } from './mail/preferences-for-mail';
import { UnsubscribeController } from './mail/unsubscribe.controller';
import { UnsubscribeLinks } from './mail/unsubscribe-links';
import { UnsubscribePages } from './mail/unsubscribe-pages';

/**
 * Notifications: turns the events other domains record in the outbox into notifications, as their
 * descriptors declare them (written once, pushed in real time), and serves the list and the unread counter.
 */
@Module({
  controllers: [NotificationsController, NotificationPreferencesController, UnsubscribeController],
  providers: [
    NotificationsMemberData,
    NotificationCatalog,
    NotificationsRepository,
    NotificationsService,
    NotificationsListener,
    NotificationsProcessor,
    NotificationPreferences,
    { provide: MailPreferences, useClass: PreferencesForMail },
    NotificationMailRepository,
    NotificationMailService,
    UnsubscribeLinks,
    UnsubscribePages,
  ],
  exports: [NotificationPreferences],
})
export class NotificationsModule {}
