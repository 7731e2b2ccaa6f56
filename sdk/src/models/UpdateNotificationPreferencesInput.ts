/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DigestFrequency } from './DigestFrequency.js';
import type { PreferenceMatrixInput } from './PreferenceMatrixInput.js';
export type UpdateNotificationPreferencesInput = {
  channels?: PreferenceMatrixInput;
  digest?: DigestFrequency;
  quiet_hours_end?: number | null;
  /**
   * null clears quiet hours (with quiet_hours_end null)
   */
  quiet_hours_start?: number | null;
  time_zone?: string;
};

