/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type ResetPasswordDto = {
  password: string;
  password_confirmation: string;
  /**
   * The link's token again, as the spec's client sends it; must equal the path's
   */
  token?: string;
};

