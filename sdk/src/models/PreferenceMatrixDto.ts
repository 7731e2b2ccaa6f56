/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChannelSwitchesDto } from './ChannelSwitchesDto.js';
export type PreferenceMatrixDto = {
  chat_message: ChannelSwitchesDto;
  event_update: ChannelSwitchesDto;
  forum_reply: ChannelSwitchesDto;
  friend_accepted: ChannelSwitchesDto;
  friend_request: ChannelSwitchesDto;
  listing_alert: ChannelSwitchesDto;
  moderation_notice: ChannelSwitchesDto;
  post_commented: ChannelSwitchesDto;
  post_liked: ChannelSwitchesDto;
  storage_share: ChannelSwitchesDto;
};

