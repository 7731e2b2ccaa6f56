/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ScheduleDeletionDto = {
  /**
   * A second-factor code (or recovery code) when two-factor sign-in is on
   */
  code?: string;
  /**
   * The account password
   */
  password: string;
};

