/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type WarnUserDto = {
  /**
   * What the member is warned about (they read it)
   */
  reason: string;
};

