/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ContactListingDto = {
  /**
   * What to say; default 'Is this still available?'. The listing's title and link are added.
   */
  message?: string;
};

