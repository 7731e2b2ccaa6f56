/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ChannelAuthDto = {
  /**
   * private-user.{id} or private-chats.{id}
   */
  channel_name: string;
  /**
   * The Socket.IO id of the connection asking to join
   */
  socket_id: string;
};

