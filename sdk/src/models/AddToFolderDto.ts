/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AddToFolderDto = {
  /**
   * The folder to move it into
   */
  folder_id: number;
  /**
   * The file or folder to move
   */
  storage_id: number;
};

