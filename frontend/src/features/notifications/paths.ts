/** The member's notification settings page (kinds × channels, time zone, quiet hours, digest, this device's push). */
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';
