/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Visibility } from './Visibility.js';
export type CreateVideoDto = {
  description?: string;
  title: string;
  /**
   * Who may read it: public (visitors too), members, or friends (mine)
   */
  visibility?: Visibility;
};

