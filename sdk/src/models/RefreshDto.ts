/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type RefreshDto = {
  /**
   * The refresh token from the last login or refresh
   */
  refresh_token: string;
};

