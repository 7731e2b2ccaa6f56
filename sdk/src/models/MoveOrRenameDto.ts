/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type MoveOrRenameDto = {
  /**
   * The folder to move it to; null for the top; absent to leave it where it is
   */
  folder_id?: number | null;
  name?: string;
};

