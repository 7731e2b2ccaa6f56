/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PushSubscriptionDto = {
  created_at: string;
  id: number;
  last_sent_at: string | null;
  /**
   * The push service’s host (the full endpoint is a secret of the device)
   */
  service: string;
  /**
   * The browser that subscribed
   */
  user_agent: string | null;
};

