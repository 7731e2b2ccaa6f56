/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type DeleteUserDto = {
  /**
   * Why the account is deleted (kept in the audit log)
   */
  reason: string;
};

