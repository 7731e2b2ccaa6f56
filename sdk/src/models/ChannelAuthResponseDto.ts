/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ChannelAuthResponseDto = {
  /**
   * <app key>:<hex HMAC-SHA256 of "socket_id:channel_name" with the app secret>
   */
  auth: string;
};

