/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type EmailVerifiedDto = {
  /**
   * The address now confirmed (the new one after a change)
   */
  email: string;
  message: string;
};

