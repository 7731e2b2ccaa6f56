/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ImagePreviewDto = {
  /**
   * Height of the stored image, in pixels
   */
  height: number;
  /**
   * A ~16 px WebP as a data URI: shown blurred until the image has loaded
   */
  placeholder: string;
  /**
   * Width of the stored image, in pixels
   */
  width: number;
};

