/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ResetTokenDto = {
  /**
   * Until when the link works (it works once)
   */
  expires_at: string;
};

