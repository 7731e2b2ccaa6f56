/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type AlbumCoverDto = {
  height: number;
  id: number;
  /**
   * File name under /storage/pictures/ (thumbnail under /storage/pictures/thumbs/)
   */
  image: string;
  /**
   * A ~16 px WebP data URI, shown blurred until the picture has loaded
   */
  placeholder?: string | null;
  width: number;
};

