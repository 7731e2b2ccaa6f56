/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AddToAlbumDto = {
  /**
   * One of my albums
   */
  album_id: number;
  /**
   * One of my pictures
   */
  picture_id: number;
};

