/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ContentSectionDto = {
  /**
   * Content (hide, restore, remove) rather than members
   */
  content: boolean;
  label: string;
  plural: string;
  type: string;
};

