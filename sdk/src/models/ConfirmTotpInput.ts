/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ConfirmTotpInput = {
  /**
   * The 6-digit code the authenticator app shows now
   */
  code: string;
};

