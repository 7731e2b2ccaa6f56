/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CreateFolderDto = {
  name: string;
  /**
   * The folder to create it in; none for the top
   */
  parent_id?: number | null;
};

