/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SuspendUserDto = {
  /**
   * Why: shown in the audit log and to the member concerned
   */
  reason?: string;
  /**
   * End of the suspension
   */
  until: string;
};

