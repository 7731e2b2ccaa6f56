/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Visibility } from './Visibility.js';
export type AlbumFormDto = {
  description?: string;
  name: string;
  /**
   * Who may read it: public (visitors too), members, or friends (mine)
   */
  visibility?: Visibility;
};

