/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PasskeyDto = {
  created_at: string;
  id: number;
  /**
   * Its last sign-in; null when never used
   */
  last_used_at: string | null;
  name: string;
};

