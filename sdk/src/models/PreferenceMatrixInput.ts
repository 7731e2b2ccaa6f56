/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChannelSwitchesInput } from './ChannelSwitchesInput.js';
export type PreferenceMatrixInput = {
  chat_message?: ChannelSwitchesInput;
  event_update?: ChannelSwitchesInput;
  forum_reply?: ChannelSwitchesInput;
  friend_accepted?: ChannelSwitchesInput;
  friend_request?: ChannelSwitchesInput;
  listing_alert?: ChannelSwitchesInput;
  moderation_notice?: ChannelSwitchesInput;
  post_commented?: ChannelSwitchesInput;
  post_liked?: ChannelSwitchesInput;
  storage_share?: ChannelSwitchesInput;
};

