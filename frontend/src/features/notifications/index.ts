/** The notifications feature's front door: what the app and other features may use of it. */
export { useUnreadCount } from './api';
export { NotificationsMenu } from './NotificationsMenu';
export { NOTIFICATIONS_NAV } from './nav';
export { NOTIFICATION_SETTINGS_PATH } from './paths';
