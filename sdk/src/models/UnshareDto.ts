/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type UnshareDto = {
  /**
   * The friend to stop sharing with; absent for everyone
   */
  user_id?: number;
};

