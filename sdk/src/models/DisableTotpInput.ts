/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type DisableTotpInput = {
  /**
   * A code from the authenticator app, or one of the recovery codes
   */
  code: string;
  password: string;
};

