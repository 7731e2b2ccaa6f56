/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TokenPairDto = {
  /**
   * JWT, valid 15 minutes
   */
  access_token: string;
  /**
   * Opaque, single use, valid 30 days
   */
  refresh_token: string;
};

