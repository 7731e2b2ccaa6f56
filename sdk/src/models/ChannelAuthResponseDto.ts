/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ChannelAuthResponseDto = {
  /**
   * <app key>:<hex HMAC-SHA256 of "socket_id:channel_name" with the app secret>
   */
  auth: string;
  /**
   * Presence channels only: the signed member as a JSON string, to send along with `auth`
   */
  channel_data?: string;
};

