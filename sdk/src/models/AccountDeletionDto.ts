/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AccountDeletionDto = {
  /**
   * When the account will be deleted; null: not scheduled
   */
  deletion_scheduled_at: string | null;
};

