/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ShareFormDto = {
  /**
   * The file or folder to share
   */
  storage_id: number;
  /**
   * The friends to share it with: the field repeated, or one value of comma-separated ids (at most 50)
   */
  user_ids: Array<number>;
};

