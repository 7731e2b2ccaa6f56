/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DeviceKind } from './DeviceKind.js';
export type SessionDto = {
  /**
   * Browser and major version from the user agent; "Unknown browser" when it says none
   */
  browser: string;
  /**
   * When it signed in
   */
  created_at: string;
  /**
   * True for the session making this request (this device)
   */
  current: boolean;
  device: DeviceKind;
  id: string;
  /**
   * The address it signed in from
   */
  ip: string | null;
  /**
   * When it was last used (kept to within a few minutes)
   */
  last_used_at: string;
  /**
   * Operating system from the user agent; "Unknown OS" when it says none
   */
  os: string;
};

