import { createHash } from 'node:crypto';
import Bowser from 'bowser';

/** What kind of device a session is on, for an icon. */
export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export interface Device {
  /** "Chrome 131", or "Unknown browser". */
  browser: string;
  /** "Linux", "Windows 10", or "Unknown OS". */
  os: string;
  kind: DeviceKind;
  /** Browser and OS without versions: an update is not a new browser. */
  family: string;
}

/** Names a session's browser and OS from its user agent (bowser). */
export function describeDevice(userAgent: string | null | undefined): Device {
  const parsed = userAgent?.trim() ? Bowser.parse(userAgent) : undefined;
  const browserName = parsed?.browser.name || '';
  const major = parsed?.browser.version?.split('.')[0];
  const osName = parsed?.os.name || '';
  // Windows' marketing version says more than its NT number; other systems' names suffice.
  const osVersion = osName === 'Windows' && parsed?.os.versionName ? ` ${parsed.os.versionName}` : '';
  const type = parsed?.platform.type;
  return {
    browser: browserName ? `${browserName}${major ? ` ${major}` : ''}` : 'Unknown browser',
    os: osName ? `${osName}${osVersion}` : 'Unknown OS',
    kind: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other',
    family: `${browserName.toLowerCase()}|${osName.toLowerCase()}`,
  };
}

/** What a member's sessions remember of a device: a hash, salted by the member so it says nothing across members. */
export function deviceHash(userId: number, device: Device): string {
  return createHash('sha256').update(`${userId}|${device.family}`).digest('hex');
}
