/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Visibility } from './Visibility.js';
export type UpdateAlbumDto = {
  /**
   * One of the album’s pictures, shown as its cover
   */
  cover_picture_id?: number;
  description?: string;
  name?: string;
  /**
   * Who may read it: public (visitors too), members, or friends (mine)
   */
  visibility?: Visibility;
};

