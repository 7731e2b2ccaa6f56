/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ChannelSwitchesInput = {
  email?: boolean;
  in_app?: boolean;
  push?: boolean;
};

