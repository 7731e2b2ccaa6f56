/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CreatePictureDto = {
  /**
   * One of my albums to put the picture in
   */
  album_id?: number;
  caption?: string;
  title: string;
};

