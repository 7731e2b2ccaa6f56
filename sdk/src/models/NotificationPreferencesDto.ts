/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DigestFrequency } from './DigestFrequency.js';
import type { PreferenceMatrixDto } from './PreferenceMatrixDto.js';
export type NotificationPreferencesDto = {
  /**
   * Per kind (friend_request, friend_accepted, post_liked, post_commented, chat_message, forum_reply, event_update, listing_alert, storage_share, moderation_notice), per channel (in_app, push, email)
   */
  channels: PreferenceMatrixDto;
  /**
   * How often a digest of unseen notifications is mailed
   */
  digest: DigestFrequency;
  /**
   * Quiet hours end (local hour 0–23, excluded); null: none
   */
  quiet_hours_end: number | null;
  /**
   * Quiet hours start (local hour 0–23); null: none
   */
  quiet_hours_start: number | null;
  /**
   * IANA time zone: quiet hours and the digest follow it
   */
  time_zone: string;
};

