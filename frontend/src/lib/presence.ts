import type { UserStatus } from '@plaza/sdk';
import { i18n } from '../i18n';

export type Presence = UserStatus;

/** Spec §4 Presence: offline unless online; online and away come from the status. */
export function presenceOf(user: { is_online?: boolean | null; status?: UserStatus | null }): Presence {
  if (!user.is_online || user.status === 'offline') {
    return 'offline';
  }
  return user.status === 'away' ? 'away' : 'online';
}

/** Each status as members read it, in the current language whenever it is read. */
export const PRESENCE_LABEL: Readonly<Record<Presence, string>> = {
  get online() {
    return i18n.t('common:presence.online');
  },
  get away() {
    return i18n.t('common:presence.away');
  },
  get offline() {
    return i18n.t('common:presence.offline');
  },
};

export const PRESENCE_COLOR: Record<Presence, string> = {
  online: '#2e7d32',
  away: '#ed9c00',
  offline: '#9e9e9e',
};
