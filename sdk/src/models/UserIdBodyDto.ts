/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type UserIdBodyDto = {
  /**
   * The other member's user id
   */
  user_id: number;
};

