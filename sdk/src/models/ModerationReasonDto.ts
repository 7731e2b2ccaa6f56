/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ModerationReasonDto = {
  /**
   * Why: shown in the audit log and to the member concerned
   */
  reason?: string;
};

