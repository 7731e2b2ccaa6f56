/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ChannelAuthDto = {
  /**
   * private-user.{id}, private-chats.{id}, or their presence- twins (Pusher connections only)
   */
  channel_name: string;
  /**
   * The id of the connection asking to join: a Socket.IO id, or a Pusher socket id (`123.456`)
   */
  socket_id: string;
};

