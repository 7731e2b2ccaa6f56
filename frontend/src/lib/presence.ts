import type { UserStatus } from '@plaza/sdk';

export type Presence = UserStatus;

/** Spec §4 Presence: offline unless online; online and away come from the status. */
export function presenceOf(user: { is_online?: boolean | null; status?: UserStatus | null }): Presence {
  if (!user.is_online || user.status === 'offline') {
    return 'offline';
  }
  return user.status === 'away' ? 'away' : 'online';
}

export const PRESENCE_LABEL: Record<Presence, string> = {
  online: 'Online',
  away: 'Away',
  offline: 'Offline',
};

export const PRESENCE_COLOR: Record<Presence, string> = {
  online: '#2e7d32',
  away: '#ed9c00',
  offline: '#9e9e9e',
};
